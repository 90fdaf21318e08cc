import type { Words } from '@/schemas/words';

/** What every photo step (the palm, the face) says alike, in every language the runtime speaks. */
export const PHOTO_WORDS = {
  photoStays: {
    en: 'Your photo never leaves your device: you get a general reading.',
    es: 'Tu foto no sale de tu dispositivo: recibes una lectura general.',
    de: 'Dein Foto verlässt dein Gerät nie: Du bekommst eine allgemeine Deutung.',
    fr: 'Votre photo ne quitte jamais votre appareil : vous recevez une lecture générale.',
    'pt-BR': 'Sua foto nunca sai do seu aparelho: você recebe uma leitura geral.',
  },
  generalReading: {
    en: 'A general reading (your photo was not read)',
    es: 'Una lectura general (tu foto no fue leída)',
    de: 'Eine allgemeine Deutung (dein Foto wurde nicht gelesen)',
    fr: 'Une lecture générale (votre photo n’a pas été lue)',
    'pt-BR': 'Uma leitura geral (sua foto não foi lida)',
  },
  sandboxReading: {
    en: 'Sandbox reading: made by a stand-in for testing, not by a reader',
    es: 'Lectura de prueba: hecha por un sustituto para pruebas, no por una lectora',
    de: 'Test-Deutung: von einem Platzhalter für Tests erstellt, nicht von jemandem aus unserem Team',
    fr: 'Lecture de test : produite par un simulateur, et non par une conseillère',
    'pt-BR': 'Leitura de teste: feita por um substituto para testes, não por uma leitora',
  },
} as const satisfies Words;
