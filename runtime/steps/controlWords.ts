import type { Words } from '@/schemas/words';

/**
 * The words of the step controls that load with their step (the camera, consent to email, skipping) and why an answer
 * was refused, in every language the runtime speaks. Numbers of the rules (docs/validation.md) are placeholders, filled
 * from their constants (answerProblemMessage).
 */
export const CONTROL_WORDS = {
  skip: { en: 'Skip', es: 'Omitir', de: 'Überspringen', fr: 'Passer', 'pt-BR': 'Pular' },
  emailConsent: {
    en: 'Send me my readings and gentle offers by email',
    es: 'Envíame mis lecturas y ofertas por correo',
    de: 'Ich möchte meine Deutungen und Angebote per E-Mail erhalten',
    fr: 'Envoyez-moi mes lectures et des offres par e-mail',
    'pt-BR': 'Envie minhas leituras e ofertas por e-mail',
  },
  useCamera: {
    en: 'Use the camera',
    es: 'Usar la cámara',
    de: 'Kamera verwenden',
    fr: 'Utiliser la caméra',
    'pt-BR': 'Usar a câmera',
  },
  takePhoto: {
    en: 'Take the photo',
    es: 'Tomar la foto',
    de: 'Foto aufnehmen',
    fr: 'Prendre la photo',
    'pt-BR': 'Tirar a foto',
  },
  cameraRefused: {
    en: 'The camera is not available. You can upload a photo instead.',
    es: 'La cámara no está disponible. Puedes subir una foto.',
    de: 'Die Kamera ist nicht verfügbar. Du kannst stattdessen ein Foto hochladen.',
    fr: 'La caméra n’est pas disponible. Vous pouvez envoyer une photo à la place.',
    'pt-BR': 'A câmera não está disponível. Você pode enviar uma foto.',
  },
  invalidEmail: {
    en: 'Please enter a valid email address.',
    es: 'Introduce una dirección de correo válida.',
    de: 'Bitte gib eine gültige E-Mail-Adresse ein.',
    fr: 'Saisissez une adresse e-mail valide.',
    'pt-BR': 'Digite um e-mail válido.',
  },
  invalidName: {
    en: 'Please enter your name, up to {max} characters.',
    es: 'Escribe tu nombre, hasta {max} caracteres.',
    de: 'Bitte gib deinen Namen ein, höchstens {max} Zeichen.',
    fr: 'Saisissez votre prénom, {max} caractères au plus.',
    'pt-BR': 'Digite seu nome, até {max} caracteres.',
  },
  invalidPhone: {
    en: 'Please enter a phone number with its country code.',
    es: 'Introduce un teléfono con su prefijo.',
    de: 'Bitte gib eine Telefonnummer mit Ländervorwahl ein.',
    fr: 'Saisissez un numéro avec son indicatif.',
    'pt-BR': 'Digite um telefone com o código do país.',
  },
  invalidCode: {
    en: 'Please enter the code from your email.',
    es: 'Introduce el código que recibiste por correo.',
    de: 'Bitte gib den Code aus deiner E-Mail ein.',
    fr: 'Saisissez le code reçu par e-mail.',
    'pt-BR': 'Digite o código que você recebeu por e-mail.',
  },
  invalidCountry: {
    en: 'Please choose the country you pay from.',
    es: 'Elige el país desde el que pagas.',
    de: 'Bitte wähle das Land, aus dem du zahlst.',
    fr: 'Choisissez le pays depuis lequel vous payez.',
    'pt-BR': 'Escolha o país de onde você paga.',
  },
  invalidPostalCode: {
    en: 'Please check the postal code: {min} to {max} letters or digits.',
    es: 'Revisa el código postal: de {min} a {max} letras o cifras.',
    de: 'Bitte prüfe die Postleitzahl: {min} bis {max} Buchstaben oder Ziffern.',
    fr: 'Vérifiez le code postal : de {min} à {max} lettres ou chiffres.',
    'pt-BR': 'Confira o código postal: de {min} a {max} letras ou números.',
  },
  underAge: {
    en: 'You need to be at least {age} to continue.',
    es: 'Debes tener al menos {age} años para continuar.',
    de: 'Du musst mindestens {age} Jahre alt sein.',
    fr: 'Vous devez avoir au moins {age} ans pour continuer.',
    'pt-BR': 'Você precisa ter pelo menos {age} anos.',
  },
  checkAnswer: {
    en: 'Please check your answer.',
    es: 'Revisa tu respuesta.',
    de: 'Bitte prüfe deine Antwort.',
    fr: 'Vérifiez votre réponse.',
    'pt-BR': 'Confira sua resposta.',
  },
} as const satisfies Words;
