import { localize } from '../../schemas/localize';

/** What the visitor is told when an answer is refused, per problem and language (English as fallback). */
const MESSAGES: Record<string, Record<string, string>> = {
  'invalid-email': {
    en: 'Please enter a valid email address.',
    es: 'Introduce un email válido.',
    de: 'Bitte gib eine gültige E-Mail-Adresse ein.',
    fr: 'Saisis une adresse e-mail valide.',
    'pt-BR': 'Digite um e-mail válido.',
  },
  'invalid-name': {
    en: 'Please enter your name, up to 30 characters.',
    es: 'Escribe tu nombre, hasta 30 caracteres.',
    de: 'Bitte gib deinen Namen ein, höchstens 30 Zeichen.',
    fr: 'Saisis ton prénom, 30 caractères au plus.',
    'pt-BR': 'Digite seu nome, até 30 caracteres.',
  },
  'invalid-phone': {
    en: 'Please enter a phone number with its country code.',
    es: 'Introduce un teléfono con su prefijo.',
    de: 'Bitte gib eine Telefonnummer mit Vorwahl ein.',
    fr: 'Saisis un numéro avec son indicatif.',
    'pt-BR': 'Digite um telefone com o código do país.',
  },
  'invalid-code': {
    en: 'Please enter the code from your email.',
    es: 'Introduce el código de tu email.',
    de: 'Bitte gib den Code aus deiner E-Mail ein.',
    fr: 'Saisis le code reçu par e-mail.',
    'pt-BR': 'Digite o código do seu e-mail.',
  },
  'invalid-country': {
    en: 'Please choose the country you pay from.',
    es: 'Elige el país desde el que pagas.',
    de: 'Bitte wähle das Land, aus dem du zahlst.',
    fr: 'Choisis le pays depuis lequel tu paies.',
    'pt-BR': 'Escolha o país de onde você paga.',
  },
  'invalid-postal-code': {
    en: 'Please check the postal code: 2 to 10 letters or digits.',
    es: 'Revisa el código postal: de 2 a 10 letras o cifras.',
    de: 'Bitte prüfe die Postleitzahl: 2 bis 10 Buchstaben oder Ziffern.',
    fr: 'Vérifie le code postal : 2 à 10 lettres ou chiffres.',
    'pt-BR': 'Confira o código postal: de 2 a 10 letras ou números.',
  },
  'under-age': {
    en: 'You need to be at least 18 to continue.',
    es: 'Debes tener al menos 18 años para continuar.',
    de: 'Du musst mindestens 18 Jahre alt sein.',
    fr: 'Tu dois avoir au moins 18 ans pour continuer.',
    'pt-BR': 'Você precisa ter pelo menos 18 anos.',
  },
  other: {
    en: 'Please check your answer.',
    es: 'Revisa tu respuesta.',
    de: 'Bitte prüfe deine Antwort.',
    fr: 'Vérifie ta réponse.',
    'pt-BR': 'Confira sua resposta.',
  },
};

export function answerProblemMessage(problem: string, locale: string): string {
  const messages = MESSAGES[problem] ?? MESSAGES.other ?? {};
  return localize(messages, locale);
}
