import type { Words } from '@/schemas/words';

/**
 * The consent banner's and preferences' words, in every language the runtime speaks. One register per language, as
 * the house's words: `du`, `tú`, `vous`, `você`.
 */
export const CONSENT_WORDS = {
  title: {
    en: 'Your privacy, your choice',
    es: 'Tu privacidad, tu elección',
    de: 'Deine Privatsphäre, deine Wahl',
    fr: 'Votre vie privée, votre choix',
    'pt-BR': 'Sua privacidade, sua escolha',
  },
  description: {
    en: 'We use cookies to run this site, to measure how it is used and, with your consent, to show you relevant ads. You can change your choice at any time in the cookie settings.',
    es: 'Usamos cookies para que este sitio funcione, para medir cómo se usa y, con tu consentimiento, para mostrarte anuncios relevantes. Puedes cambiar tu elección en cualquier momento en la configuración de cookies.',
    de: 'Wir verwenden Cookies, damit diese Website funktioniert, um ihre Nutzung zu messen und, mit deiner Einwilligung, um dir passende Werbung zu zeigen. Du kannst deine Wahl jederzeit in den Cookie-Einstellungen ändern.',
    fr: 'Nous utilisons des cookies pour faire fonctionner ce site, mesurer son utilisation et, avec votre consentement, vous montrer des publicités pertinentes. Vous pouvez modifier votre choix à tout moment dans les paramètres des cookies.',
    'pt-BR':
      'Usamos cookies para este site funcionar, para medir como ele é usado e, com o seu consentimento, para mostrar anúncios relevantes. Você pode mudar sua escolha a qualquer momento nas configurações de cookies.',
  },
  acceptAll: {
    en: 'Accept all',
    es: 'Aceptar todo',
    de: 'Alle akzeptieren',
    fr: 'Tout accepter',
    'pt-BR': 'Aceitar tudo',
  },
  rejectAll: {
    en: 'Only necessary',
    es: 'Solo necesarias',
    de: 'Nur notwendige',
    fr: 'Uniquement les nécessaires',
    'pt-BR': 'Somente necessários',
  },
  preferences: {
    en: 'Cookie settings',
    es: 'Configuración de cookies',
    de: 'Cookie-Einstellungen',
    fr: 'Paramètres des cookies',
    'pt-BR': 'Configurações de cookies',
  },
  save: {
    en: 'Save my choice',
    es: 'Guardar mi elección',
    de: 'Auswahl speichern',
    fr: 'Enregistrer mon choix',
    'pt-BR': 'Salvar minha escolha',
  },
  close: { en: 'Close', es: 'Cerrar', de: 'Schließen', fr: 'Fermer', 'pt-BR': 'Fechar' },
  necessaryTitle: {
    en: 'Strictly necessary',
    es: 'Estrictamente necesarias',
    de: 'Unbedingt notwendig',
    fr: 'Strictement nécessaires',
    'pt-BR': 'Estritamente necessários',
  },
  necessaryText: {
    en: 'Needed for the site to work: your answers, your checkout and your privacy choices. Always on.',
    es: 'Necesarias para que el sitio funcione: tus respuestas, tu pago y tus preferencias de privacidad. Siempre activas.',
    de: 'Nötig, damit die Website funktioniert: deine Antworten, deine Zahlung und deine Datenschutzwahl. Immer aktiv.',
    fr: 'Nécessaires au fonctionnement du site : vos réponses, votre paiement et vos choix de confidentialité. Toujours actifs.',
    'pt-BR':
      'Necessários para o site funcionar: suas respostas, seu pagamento e suas escolhas de privacidade. Sempre ativos.',
  },
  performanceTitle: { en: 'Performance', es: 'Rendimiento', de: 'Leistung', fr: 'Performance', 'pt-BR': 'Desempenho' },
  performanceText: {
    en: 'Help us understand how visitors use the site, such as which pages they read and where they stop.',
    es: 'Nos ayudan a entender cómo se usa el sitio, por ejemplo, qué páginas leen los visitantes y dónde se detienen.',
    de: 'Helfen uns zu verstehen, wie die Website genutzt wird, etwa welche Seiten gelesen werden und wo Besucher aufhören.',
    fr: 'Nous aident à comprendre comment le site est utilisé, par exemple quelles pages sont lues et où les visiteurs s’arrêtent.',
    'pt-BR': 'Ajudam a entender como o site é usado, por exemplo quais páginas são lidas e onde as pessoas param.',
  },
  functionalTitle: { en: 'Functional', es: 'Funcionales', de: 'Funktional', fr: 'Fonctionnels', 'pt-BR': 'Funcionais' },
  functionalText: {
    en: 'Remember your settings, such as your language, to make the site more convenient.',
    es: 'Recuerdan tus ajustes, como el idioma, para que el sitio sea más cómodo.',
    de: 'Merken sich deine Einstellungen, etwa die Sprache, damit du die Website bequemer nutzen kannst.',
    fr: 'Retiennent vos réglages, comme la langue, pour rendre le site plus pratique.',
    'pt-BR': 'Lembram suas configurações, como o idioma, para tornar o site mais prático.',
  },
  targetingTitle: {
    en: 'Targeting and advertising',
    es: 'Publicidad y segmentación',
    de: 'Werbung und Targeting',
    fr: 'Ciblage et publicité',
    'pt-BR': 'Publicidade e segmentação',
  },
  targetingText: {
    en: 'Let our advertising partners (Facebook, TikTok, Microsoft) measure our ads and show you relevant ones. This shares data about your visit with them.',
    es: 'Permiten que nuestros socios publicitarios (Facebook, TikTok, Microsoft) midan nuestros anuncios y te muestren anuncios relevantes. Para ello, se comparten con ellos datos de tu visita.',
    de: 'Erlauben unseren Werbepartnern (Facebook, TikTok, Microsoft), unsere Anzeigen zu messen und dir passende zu zeigen. Dabei werden Daten über deinen Besuch mit ihnen geteilt.',
    fr: 'Permettent à nos partenaires publicitaires (Facebook, TikTok, Microsoft) de mesurer nos publicités et de vous en montrer de pertinentes. Des données sur votre visite sont alors partagées avec eux.',
    'pt-BR':
      'Permitem que nossos parceiros de publicidade (Facebook, TikTok, Microsoft) meçam nossos anúncios e mostrem anúncios relevantes. Para isso, dados da sua visita são compartilhados com eles.',
  },
} as const satisfies Words;
