import type { EmailPage } from '@/runtime/screens/pages/emailPages';

/** The pages linked from emails in French (docs/routes.md#email-pages), entry for entry as the English ones. */
export const EMAIL_PAGES_FR: readonly EmailPage[] = [
  {
    path: '/email/confirmation',
    title: 'Confirmation de l’adresse e-mail',
    text: 'Bienvenue sur {product}. Vos lectures, vos reçus et les doux rappels des étoiles sauront désormais vous trouver.',
    items: [
      'Vos lectures arrivent dans votre boîte de réception et vous attendent dans votre compte',
      'Vous pouvez choisir à tout moment les e-mails que vous recevez',
      'Des questions ? Écrivez-nous à {support}',
    ],
    cta: { label: 'Explorer mon thème natal', href: '/natal-chart' },
  },
  {
    path: '/email/cancel',
    title: 'Résilier votre abonnement',
    text: 'Ici, la résiliation se fait d’une seule touche. Rien ne change tant que vous n’appuyez pas sur le bouton.',
    cta: { label: 'Demander un nouveau code', href: '/cancel-subscription' },
  },
  {
    path: '/email/marketing-landing-0',
    title: 'Le ciel le jour de votre naissance',
    text: 'Chaque planète occupait une place précise lorsque vous avez pris votre premier souffle. Votre thème natal les situe toutes et raconte l’histoire de leurs positions.',
    cta: { label: 'Tracer mon thème natal', href: '/natal-chart' },
  },
  {
    path: '/email/marketing-landing-1',
    title: 'Vos mains se souviennent',
    text: 'Les lignes de votre main vous accompagnent depuis toujours. Prenez un moment de calme et laissez-les vous parler d’amour, de travail et du chemin que vous suivez.',
    cta: { label: 'Lire les lignes de ma main', href: '/palmistry' },
  },
  {
    path: '/email/marketing-landing-2',
    title: 'Deux lunes, une histoire',
    text: 'Votre signe lunaire façonne votre manière de ressentir et d’aimer. Découvrez comment le vôtre rencontre la lune d’une personne qui vous est chère.',
    cta: { label: 'Comparer nos lunes', href: '/moon-compatibility' },
  },
  {
    path: '/email/marketing-landing-3',
    title: 'La force tranquille qui est en vous',
    text: 'Certains d’entre nous ressentent la magie ancienne plus que d’autres. Quelques questions courtes révèlent quel pouvoir de sorcière sommeille en vous.',
    cta: { label: 'Trouver mon pouvoir de sorcière', href: '/witch-power' },
  },
  {
    path: '/email/marketing-landing-4',
    title: 'Le design de votre naissance',
    text: 'Votre Design Humain montre comment circule votre énergie et comment vous faites des choix qui vous ressemblent vraiment. Découvrez votre type en quelques minutes.',
    cta: { label: 'Découvrir mon design', href: '/human-design' },
  },
  {
    path: '/email/marketing-trial-payment',
    title: 'Votre lecture vous a gardé votre place',
    text: 'Vous n’étiez plus qu’à un pas de commencer votre essai. Votre thème vous attend toujours, quand vous le souhaiterez, et le prix de l’essai comme son renouvellement sont clairement indiqués avant le paiement.',
    cta: { label: 'Poursuivre ma lecture', href: '/natal-chart' },
  },
  {
    path: '/email/numerology-analysis',
    title: 'Votre analyse numérologique',
    text: 'Les nombres de votre nom et de votre date de naissance ont leur propre rythme. Ce rapport les interprète pour vous, un par un.',
    items: [
      'Votre chemin de vie et ce qu’il dit de la direction que vous prenez',
      'Votre nombre d’expression et votre nombre intime, tirés des lettres de votre nom',
      'Votre année personnelle et les thèmes qu’elle apporte',
      'De douces pistes de réflexion pour l’amour et le travail',
    ],
    cta: { label: 'Obtenir mon analyse numérologique', href: '/nebula-numerology' },
  },
  {
    path: '/email/tarot-reading',
    title: 'Un tirage de tarot pour vous',
    text: 'Trois cartes, tirées pour la question qui vous habite en ce moment, et une explication posée de ce que chacune vous invite à remarquer.',
    items: [
      'Un tirage en trois cartes : passé, présent et ce qui se dessine',
      'Le sens de chaque carte, à l’endroit ou renversée, en termes simples',
      'Comment les cartes se répondent',
      'Une question à méditer après votre tirage',
    ],
    cta: { label: 'Obtenir mon tirage de tarot', href: '/witch-power' },
  },
  {
    path: '/email/palmistry-guide',
    title: 'Votre guide de chiromancie',
    text: 'Un regard plus approfondi sur les lignes et les monts de vos mains, pour que vous puissiez les lire vous-même quand vous le souhaitez.',
    items: [
      'Vos lignes de cœur, de tête, de vie et de destinée, expliquées',
      'Les monts de votre paume et ce qu’ils sont censés révéler',
      'Ce qui distingue votre main gauche de votre main droite',
      'Un guide illustré pour lire les lignes de la main par vous-même',
    ],
    cta: { label: 'Obtenir mon guide de chiromancie', href: '/palmistry' },
  },
  {
    path: '/email/ultra-pack',
    title: 'Le pack ultra : quatre rapports en un',
    text: 'Quatre de nos rapports les plus appréciés réunis, pour une image plus complète de vous-même, à un prix inférieur à celui des rapports achetés séparément.',
    items: [
      'Lecture du thème natal : les planètes le jour de votre naissance',
      'Analyse numérologique : les nombres de votre nom et de votre date de naissance',
      'Tirage de tarot : un tirage en trois cartes pour votre question',
      'Guide de chiromancie : les lignes de vos mains, expliquées',
    ],
    cta: { label: 'Obtenir mon pack ultra', href: '/moon-compatibility' },
  },
  {
    path: '/email/consultation',
    title: 'Parlez à un expert',
    text: 'Certaines questions s’explorent plus facilement à deux. Prenez le temps d’une consultation personnelle avec l’un de nos experts chevronnés, à votre rythme.',
    items: [
      'Posez vos questions sur l’amour, le travail ou les choix qui s’offrent à vous',
      'Votre expert examine votre thème et votre Design Humain',
      'Votre échange reste confidentiel',
    ],
    cta: { label: 'Rencontrer mon expert', href: '/human-design' },
  },
];
