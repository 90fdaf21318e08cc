import type { Words } from '@/schemas/words';

/**
 * The talk-with-an-expert step's words for its question to the assistant, in every language the runtime speaks: what
 * is sent (the question alone), and what the visitor is told when no answer comes.
 */
export const ASSISTANT_WORDS = {
  askTitle: {
    en: 'Ask your first question now',
    es: 'Haz ahora tu primera pregunta',
    de: 'Stell jetzt deine erste Frage',
    fr: 'Posez dès maintenant votre première question',
    'pt-BR': 'Faça agora a sua primeira pergunta',
  },
  question: {
    en: 'Your question',
    es: 'Tu pregunta',
    de: 'Deine Frage',
    fr: 'Votre question',
    'pt-BR': 'Sua pergunta',
  },
  ask: {
    en: 'Ask',
    es: 'Preguntar',
    de: 'Fragen',
    fr: 'Demander',
    'pt-BR': 'Perguntar',
  },
  asking: {
    en: 'Our assistant is answering…',
    es: 'Nuestro asistente está respondiendo…',
    de: 'Unser Assistent antwortet …',
    fr: 'Notre assistant vous répond…',
    'pt-BR': 'Nosso assistente está respondendo…',
  },
  questionSent: {
    en: 'Your question is sent to our assistant service to answer it, with your language and nothing else about you.',
    es: 'Tu pregunta se envía a nuestro servicio de asistente para que la responda, junto con tu idioma y nada más sobre ti.',
    de: 'Deine Frage wird zur Beantwortung an unseren Assistenz-Dienst gesendet – zusammen mit deiner Sprache und sonst nichts über dich.',
    fr: 'Votre question est envoyée à notre service d’assistant pour qu’il y réponde, accompagnée uniquement de votre langue : rien d’autre sur vous n’est transmis.',
    'pt-BR':
      'Sua pergunta é enviada ao nosso serviço de assistente para ser respondida, junto com o seu idioma e nada mais sobre você.',
  },
  answer: {
    en: 'Our assistant’s answer',
    es: 'La respuesta de nuestro asistente',
    de: 'Die Antwort unseres Assistenten',
    fr: 'La réponse de notre assistant',
    'pt-BR': 'A resposta do nosso assistente',
  },
  sandboxAnswer: {
    en: 'Sandbox answer: made by a stand-in for testing, not by an advisor',
    es: 'Respuesta de prueba: hecha por un sustituto para pruebas, no por una asesora',
    de: 'Test-Antwort: von einem Platzhalter für Tests erstellt, nicht von jemandem aus unserem Beratungsteam',
    fr: 'Réponse de test : produite par un simulateur, et non par une conseillère',
    'pt-BR': 'Resposta de teste: feita por um substituto para testes, não por uma conselheira',
  },
  noAnswer: {
    en: 'Our assistant cannot answer just now. Your advisors will answer you in the app.',
    es: 'Nuestro asistente no puede responder ahora. Tus asesoras te responderán en la app.',
    de: 'Unser Assistent kann gerade nicht antworten. Dein Beratungsteam antwortet dir in der App.',
    fr: 'Notre assistant ne peut pas répondre pour le moment. Vos conseillères vous répondront dans l’application.',
    'pt-BR': 'Nosso assistente não pode responder agora. Suas conselheiras vão responder a você no app.',
  },
} as const satisfies Words;
