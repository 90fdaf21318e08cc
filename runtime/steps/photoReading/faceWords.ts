import type { LocalizedText } from '@/schemas/localizedTextSchema';
import type { FaceTraits } from '@/schemas/services/faceTraits';
import type { Words } from '@/schemas/words';
import type { PhotoReadingWords } from './PhotoReadingStep';
import { PHOTO_WORDS } from './photoWords';

/**
 * The face step's own words, in every language the runtime speaks: the consent to send the photo, what happens to it
 * (truthfully: sent only to read the face, kept by nothing), and the reading's frame.
 */
export const FACE_WORDS = {
  ...PHOTO_WORDS,
  sendConsent: {
    en: 'Send my photo to the face reading service for my reading',
    es: 'Enviar mi foto al servicio de lectura del rostro para mi lectura',
    de: 'Mein Foto für meine Deutung an den Gesichtslese-Dienst senden',
    fr: 'Envoyer ma photo au service de lecture du visage pour ma lecture',
    'pt-BR': 'Enviar minha foto ao serviço de leitura do rosto para a minha leitura',
  },
  photoSent: {
    en: 'Your photo is sent to our face reading service only to read your features, and is not kept. If you leave this unticked, your photo never leaves your device and you get a general reading.',
    es: 'Tu foto se envía a nuestro servicio de lectura del rostro solo para leer tus rasgos, y no se guarda. Si no marcas esta casilla, tu foto no sale de tu dispositivo y recibes una lectura general.',
    de: 'Dein Foto wird nur an unseren Gesichtslese-Dienst gesendet, um deine Gesichtszüge zu lesen, und nicht aufbewahrt. Lässt du das Kästchen leer, verlässt dein Foto dein Gerät nie und du bekommst eine allgemeine Deutung.',
    fr: 'Votre photo est envoyée à notre service de lecture du visage uniquement pour lire vos traits, et n’est pas conservée. Si vous ne cochez pas la case, votre photo ne quitte jamais votre appareil et vous recevez une lecture générale.',
    'pt-BR':
      'Sua foto é enviada ao nosso serviço de leitura do rosto só para ler seus traços, e não é guardada. Se você não marcar esta opção, sua foto nunca sai do seu aparelho e você recebe uma leitura geral.',
  },
  reading: {
    en: 'Reading your features…',
    es: 'Leyendo tus rasgos…',
    de: 'Deine Gesichtszüge werden gelesen …',
    fr: 'Lecture de vos traits…',
    'pt-BR': 'Lendo seus traços…',
  },
  yourReading: {
    en: 'Your face reading',
    es: 'Tu lectura del rostro',
    de: 'Deine Gesichtsdeutung',
    fr: 'Votre lecture du visage',
    'pt-BR': 'Sua leitura do rosto',
  },
} as const satisfies Words & PhotoReadingWords;

/** The face's shape and each feature's trait in words, in the face funnels' languages (English for any other). */
export const FACE_TRAIT_SENTENCES: { shape: Record<FaceTraits['shape'], LocalizedText> } & {
  [F in keyof FaceTraits['features']]: Record<FaceTraits['features'][F], LocalizedText>;
} = {
  shape: {
    oval: {
      en: 'Your face is oval: balanced and graceful, you find the middle way.',
      es: 'Tu rostro es ovalado: equilibrada y elegante, encuentras el camino del medio.',
    },
    round: {
      en: 'Your face is round: warm and generous, people feel at home with you.',
      es: 'Tu rostro es redondo: cálida y generosa, la gente se siente en casa contigo.',
    },
    square: {
      en: 'Your face is square: steady and strong-willed, you finish what you start.',
      es: 'Tu rostro es cuadrado: firme y decidida, terminas lo que empiezas.',
    },
    heart: {
      en: 'Your face is heart-shaped: imaginative and passionate, you lead with feeling.',
      es: 'Tu rostro tiene forma de corazón: imaginativa y apasionada, te guías por el sentimiento.',
    },
    long: {
      en: 'Your face is long: thoughtful and patient, you see the whole of things.',
      es: 'Tu rostro es alargado: reflexiva y paciente, ves las cosas en su conjunto.',
    },
  },
  eyes: {
    open: {
      en: 'Your eyes are open and clear: you meet the world with trust.',
      es: 'Tus ojos son abiertos y claros: recibes el mundo con confianza.',
    },
    deep: {
      en: 'Your eyes are deep-set: you notice what others miss.',
      es: 'Tus ojos son hundidos: notas lo que a otros se les escapa.',
    },
    bright: {
      en: 'Your eyes are bright: curiosity keeps you young.',
      es: 'Tus ojos son brillantes: la curiosidad te mantiene joven.',
    },
  },
  brow: {
    high: {
      en: 'Your brow is high: you are guided by ideas and intuition.',
      es: 'Tu frente es alta: te guían las ideas y la intuición.',
    },
    straight: {
      en: 'Your brows are straight: you say what you mean.',
      es: 'Tus cejas son rectas: dices lo que piensas.',
    },
    arched: {
      en: 'Your brows are arched: you are expressive and quick to feel.',
      es: 'Tus cejas son arqueadas: eres expresiva y sientes con rapidez.',
    },
  },
};
