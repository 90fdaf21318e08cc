import type { Words } from '@/schemas/words';

/** The words of the birth place search and of an unknown birth time, in every language the runtime speaks. */
export const READING_CONTROL_WORDS = {
  placeLabel: {
    en: 'Town or city of birth',
    es: 'Ciudad de nacimiento',
    de: 'Geburtsort',
    fr: 'Ville de naissance',
    'pt-BR': 'Cidade de nascimento',
  },
  placeSearching: {
    en: 'Looking for places…',
    es: 'Buscando lugares…',
    de: 'Orte werden gesucht …',
    fr: 'Recherche de lieux…',
    'pt-BR': 'Procurando lugares…',
  },
  placeNone: {
    en: 'No place of that name found. Check the spelling, or go on with the name as typed.',
    es: 'No encontramos ese lugar. Revisa cómo se escribe o continúa con el nombre tal cual.',
    de: 'Kein Ort mit diesem Namen gefunden. Prüfe die Schreibweise oder mach mit dem eingegebenen Namen weiter.',
    fr: 'Aucun lieu de ce nom. Vérifiez l’orthographe ou continuez avec le nom saisi.',
    'pt-BR': 'Nenhum lugar encontrado com esse nome. Confira a grafia ou continue com o nome digitado.',
  },
  placeUnavailable: {
    en: 'Place search is not available right now. You can go on with the name as typed: your reading will leave out your rising sign and houses.',
    es: 'La búsqueda de lugares no está disponible ahora. Puedes continuar con el nombre escrito: tu lectura no incluirá tu ascendente ni tus casas.',
    de: 'Die Ortssuche ist gerade nicht verfügbar. Du kannst mit dem eingegebenen Namen weitermachen: Deine Deutung lässt dann Aszendent und Häuser aus.',
    fr: 'La recherche de lieux n’est pas disponible pour le moment. Vous pouvez continuer avec le nom saisi : votre lecture omettra votre ascendant et vos maisons.',
    'pt-BR':
      'A busca de lugares não está disponível agora. Você pode continuar com o nome digitado: sua leitura deixará de fora o ascendente e as casas.',
  },
  placeAsTyped: {
    en: 'Go on with “{name}”',
    es: 'Continuar con «{name}»',
    de: 'Weiter mit „{name}“',
    fr: 'Continuer avec « {name} »',
    'pt-BR': 'Continuar com “{name}”',
  },
  placeChoose: {
    en: 'Choose your place of birth from the list.',
    es: 'Elige tu lugar de nacimiento de la lista.',
    de: 'Wähle deinen Geburtsort aus der Liste.',
    fr: 'Choisissez votre lieu de naissance dans la liste.',
    'pt-BR': 'Escolha seu local de nascimento na lista.',
  },
  timeUnknown: {
    en: 'I don’t know my birth time',
    es: 'No sé mi hora de nacimiento',
    de: 'Ich kenne meine Geburtszeit nicht',
    fr: 'Je ne connais pas mon heure de naissance',
    'pt-BR': 'Não sei meu horário de nascimento',
  },
  wheelLabel: {
    en: 'Your natal chart wheel',
    es: 'La rueda de tu carta natal',
    de: 'Das Rad deines Geburtshoroskops',
    fr: 'La roue de votre thème natal',
    'pt-BR': 'A roda do seu mapa natal',
  },
  wheelWithHouses: {
    en: 'The planets where they stood when you were born, in the houses of your birth time and place.',
    es: 'Los planetas donde estaban cuando naciste, en las casas de tu hora y lugar de nacimiento.',
    de: 'Die Planeten so, wie sie bei deiner Geburt standen, in den Häusern deiner Geburtszeit und deines Geburtsorts.',
    fr: 'Les planètes là où elles étaient à votre naissance, dans les maisons de votre heure et de votre lieu de naissance.',
    'pt-BR': 'Os planetas onde estavam quando você nasceu, nas casas do seu horário e local de nascimento.',
  },
  wheelWithoutHouses: {
    en: 'The planets where they stood on the day you were born. Without your birth time and place, the houses are left out.',
    es: 'Los planetas donde estaban el día que naciste. Sin tu hora y lugar de nacimiento, las casas quedan fuera.',
    de: 'Die Planeten so, wie sie am Tag deiner Geburt standen. Ohne Geburtszeit und Geburtsort fehlen die Häuser.',
    fr: 'Les planètes là où elles étaient le jour de votre naissance. Sans votre heure et votre lieu de naissance, les maisons sont omises.',
    'pt-BR':
      'Os planetas onde estavam no dia em que você nasceu. Sem seu horário e local de nascimento, as casas ficam de fora.',
  },
  valueUnknown: {
    en: '(not known)',
    es: '(desconocido)',
    de: '(unbekannt)',
    fr: '(inconnu)',
    'pt-BR': '(desconhecido)',
  },
} as const satisfies Words;
