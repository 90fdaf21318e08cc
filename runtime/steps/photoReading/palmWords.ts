import type { LocalizedText } from '@/schemas/localizedTextSchema';
import type { PalmTraits } from '@/schemas/services/palmTraits';
import type { Words } from '@/schemas/words';
import type { PhotoReadingWords } from './PhotoReadingStep';
import { PHOTO_WORDS } from './photoWords';

/**
 * The palm step's own words, in every language the runtime speaks: the consent to send the photo, what happens to
 * it (truthfully: sent only to read the lines, kept by nothing), and the reading's frame.
 */
export const PALM_WORDS = {
  ...PHOTO_WORDS,
  sendConsent: {
    en: 'Send my photo to the palm reading service for my reading',
    es: 'Enviar mi foto al servicio de lectura de manos para mi lectura',
    de: 'Mein Foto für meine Deutung an den Handlese-Dienst senden',
    fr: 'Envoyer ma photo au service de lecture des lignes de la main pour ma lecture',
    'pt-BR': 'Enviar minha foto ao serviço de leitura de mãos para a minha leitura',
  },
  photoSent: {
    en: 'Your photo is sent to our palm reading service only to read your lines, and is not kept. If you leave this unticked, your photo never leaves your device and you get a general reading.',
    es: 'Tu foto se envía a nuestro servicio de lectura de manos solo para leer tus líneas, y no se guarda. Si no marcas esta casilla, tu foto no sale de tu dispositivo y recibes una lectura general.',
    de: 'Dein Foto wird nur an unseren Handlese-Dienst gesendet, um deine Linien zu lesen, und nicht aufbewahrt. Lässt du das Kästchen leer, verlässt dein Foto dein Gerät nie und du bekommst eine allgemeine Deutung.',
    fr: 'Votre photo est envoyée à notre service de lecture des lignes de la main uniquement pour lire vos lignes, et n’est pas conservée. Si vous ne cochez pas la case, votre photo ne quitte jamais votre appareil et vous recevez une lecture générale.',
    'pt-BR':
      'Sua foto é enviada ao nosso serviço de leitura de mãos só para ler suas linhas, e não é guardada. Se você não marcar esta opção, sua foto nunca sai do seu aparelho e você recebe uma leitura geral.',
  },
  reading: {
    en: 'Reading your lines…',
    es: 'Leyendo tus líneas…',
    de: 'Deine Linien werden gelesen …',
    fr: 'Lecture de vos lignes…',
    'pt-BR': 'Lendo suas linhas…',
  },
  yourReading: {
    en: 'Your palm reading',
    es: 'Tu lectura de manos',
    de: 'Deine Handdeutung',
    fr: 'Votre lecture des lignes de la main',
    'pt-BR': 'Sua leitura de mãos',
  },
} as const satisfies Words & PhotoReadingWords;

/** Each line's and shape's trait in words, in the palm funnels' languages (English for any other). */
export const PALM_TRAIT_SENTENCES: {
  [L in keyof PalmTraits['lines']]: Record<PalmTraits['lines'][L], LocalizedText>;
} & { handShape: Record<NonNullable<PalmTraits['handShape']>, LocalizedText> } = {
  heart: {
    deep: {
      en: 'Your heart line runs deep: you love fully and remember every kindness.',
      es: 'Tu línea del corazón es profunda: amas por completo y recuerdas cada gesto amable.',
    },
    curved: {
      en: 'Your heart line curves upward: you show your feelings warmly and openly.',
      es: 'Tu línea del corazón se curva hacia arriba: muestras tus sentimientos con calidez y franqueza.',
    },
    straight: {
      en: 'Your heart line is straight: you love steadily and think before you give your heart.',
      es: 'Tu línea del corazón es recta: amas con constancia y piensas antes de entregar tu corazón.',
    },
  },
  head: {
    long: {
      en: 'Your head line is long: you think things through and see far ahead.',
      es: 'Tu línea de la cabeza es larga: piensas las cosas a fondo y ves lejos.',
    },
    sloping: {
      en: 'Your head line slopes gently: your mind is imaginative and creative.',
      es: 'Tu línea de la cabeza desciende suavemente: tu mente es imaginativa y creativa.',
    },
    short: {
      en: 'Your head line is short: you decide quickly and trust your instincts.',
      es: 'Tu línea de la cabeza es corta: decides rápido y confías en tu instinto.',
    },
  },
  life: {
    wide: {
      en: 'Your life line sweeps wide: you have energy to share and love adventure.',
      es: 'Tu línea de la vida traza un arco amplio: tienes energía para compartir y amas la aventura.',
    },
    steady: {
      en: 'Your life line is steady: you draw strength from routine and the people near you.',
      es: 'Tu línea de la vida es firme: sacas fuerza de la rutina y de las personas cercanas.',
    },
    branched: {
      en: 'Your life line branches: new beginnings keep renewing you.',
      es: 'Tu línea de la vida se ramifica: los nuevos comienzos te renuevan una y otra vez.',
    },
  },
  fate: {
    strong: {
      en: 'Your fate line is strong: you know where you are going.',
      es: 'Tu línea del destino está bien marcada: sabes hacia dónde vas.',
    },
    late: {
      en: 'Your fate line starts late: your calling grows clearer with the years.',
      es: 'Tu línea del destino empieza tarde: tu vocación se aclara con los años.',
    },
    faint: {
      en: 'Your fate line is faint: you write your own path, free of expectations.',
      es: 'Tu línea del destino es tenue: escribes tu propio camino, libre de expectativas.',
    },
  },
  handShape: {
    earth: {
      en: 'Your hand is an earth hand: practical, patient and dependable.',
      es: 'Tu mano es de tierra: práctica, paciente y confiable.',
    },
    air: {
      en: 'Your hand is an air hand: curious, quick and talkative.',
      es: 'Tu mano es de aire: curiosa, ágil y conversadora.',
    },
    fire: {
      en: 'Your hand is a fire hand: bold, warm and full of drive.',
      es: 'Tu mano es de fuego: audaz, cálida y llena de empuje.',
    },
    water: {
      en: 'Your hand is a water hand: sensitive, intuitive and caring.',
      es: 'Tu mano es de agua: sensible, intuitiva y atenta.',
    },
  },
};
