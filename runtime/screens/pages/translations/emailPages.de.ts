import type { EmailPage } from '@/runtime/screens/pages/emailPages';

/** The pages linked from emails in German (docs/routes.md#email-pages), entry for entry as the English ones. */
export const EMAIL_PAGES_DE: readonly EmailPage[] = [
  {
    path: '/email/confirmation',
    title: 'E-Mail-Bestätigung',
    text: 'Willkommen bei {product}. Deine Deutungen, Quittungen und sanften Erinnerungen der Sterne finden ab jetzt ihren Weg zu dir.',
    items: [
      'Deine Deutungen landen in deinem Postfach und warten in deinem Konto auf dich',
      'Du kannst jederzeit ändern, welche E-Mails du bekommst',
      'Fragen? Schreib uns an {support}',
    ],
    cta: { label: 'Mein Geburtshoroskop entdecken', href: '/natal-chart' },
  },
  {
    path: '/email/cancel',
    title: 'Abo kündigen',
    text: 'Hier kündigst du mit einem Tippen. Nichts ändert sich, bevor du auf den Knopf drückst.',
    cta: { label: 'Neuen Code anfordern', href: '/cancel-subscription' },
  },
  {
    path: '/email/marketing-landing-0',
    title: 'Der Himmel am Tag deiner Geburt',
    text: 'Jeder Planet stand an seinem Platz, als du deinen ersten Atemzug getan hast. Dein Geburtshoroskop bildet sie alle ab und erzählt die Geschichte ihrer Stellung.',
    cta: { label: 'Mein Geburtshoroskop erstellen', href: '/natal-chart' },
  },
  {
    path: '/email/marketing-landing-1',
    title: 'Deine Hände erinnern sich',
    text: 'Die Linien deiner Hand begleiten dich schon dein ganzes Leben. Nimm dir einen ruhigen Moment und lass sie von Liebe, Arbeit und dem Weg erzählen, den du gehst.',
    cta: { label: 'Meine Hand lesen lassen', href: '/palmistry' },
  },
  {
    path: '/email/marketing-landing-2',
    title: 'Zwei Monde, eine Geschichte',
    text: 'Dein Mondzeichen prägt, wie du fühlst und wie du liebst. Sieh dir an, wie deins auf den Mond eines Menschen trifft, der dir nahesteht.',
    cta: { label: 'Unsere Monde vergleichen', href: '/moon-compatibility' },
  },
  {
    path: '/email/marketing-landing-3',
    title: 'Die stille Kraft in dir',
    text: 'Manche von uns spüren die alte Magie stärker als andere. Ein paar kurze Fragen zeigen dir, welche Art von Hexenkraft in dir ruht.',
    cta: { label: 'Meine Hexenkraft finden', href: '/witch-power' },
  },
  {
    path: '/email/marketing-landing-4',
    title: 'Das Design, mit dem du geboren wurdest',
    text: 'Dein Human Design zeigt, wie deine Energie fließt und wie du Entscheidungen triffst, die sich für dich stimmig anfühlen. Entdecke deinen Typ in wenigen Minuten.',
    cta: { label: 'Mein Design entdecken', href: '/human-design' },
  },
  {
    path: '/email/marketing-trial-payment',
    title: 'Deine Deutung hält dir den Platz frei',
    text: 'Du warst nur noch einen Schritt davon entfernt, deine Probezeit zu starten. Dein Horoskop wartet weiter auf dich, wann immer du bereit bist, und den Preis der Probezeit und die Verlängerung siehst du klar und deutlich, bevor du bezahlst.',
    cta: { label: 'Meine Deutung fortsetzen', href: '/natal-chart' },
  },
  {
    path: '/email/numerology-analysis',
    title: 'Deine Numerologie-Analyse',
    text: 'Die Zahlen in deinem Namen und deinem Geburtsdatum haben ihren ganz eigenen Rhythmus. Dieser Bericht deutet sie für dich, eine nach der anderen.',
    items: [
      'Deine Lebenszahl und was sie über deinen Weg verrät',
      'Deine Ausdruckszahl und deine Seelenzahl, aus den Buchstaben deines Namens',
      'Dein persönliches Jahr und die Themen, die es mit sich bringt',
      'Sanfte Denkanstöße für Liebe und Beruf',
    ],
    cta: { label: 'Meine Numerologie-Analyse erhalten', href: '/nebula-numerology' },
  },
  {
    path: '/email/tarot-reading',
    title: 'Eine Tarot-Deutung für dich',
    text: 'Drei Karten, gezogen für die Frage, die dich gerade bewegt, und eine ruhige Erklärung, worauf dich jede von ihnen aufmerksam machen möchte.',
    items: [
      'Eine Legung mit drei Karten: Vergangenheit, Gegenwart und das, was sich gerade entfaltet',
      'Die Bedeutung jeder Karte, aufrecht oder umgekehrt, in klaren Worten',
      'Wie die Karten miteinander sprechen',
      'Eine Frage, die dich nach deiner Deutung begleitet',
    ],
    cta: { label: 'Meine Tarot-Deutung erhalten', href: '/witch-power' },
  },
  {
    path: '/email/palmistry-guide',
    title: 'Dein Handlese-Leitfaden',
    text: 'Ein tieferer Blick auf die Linien und Berge deiner Hände, damit du sie selbst lesen kannst, wann immer du möchtest.',
    items: [
      'Deine Herz-, Kopf-, Lebens- und Schicksalslinie, erklärt',
      'Die Berge deiner Handfläche und was sie der Überlieferung nach verraten',
      'Worin sich deine linke und deine rechte Hand unterscheiden',
      'Eine bebilderte Anleitung, um selbst aus der Hand zu lesen',
    ],
    cta: { label: 'Meinen Handlese-Leitfaden erhalten', href: '/palmistry' },
  },
  {
    path: '/email/ultra-pack',
    title: 'Das Ultra-Paket: vier Berichte in einem',
    text: 'Vier unserer beliebtesten Berichte zusammen, für ein vollständigeres Bild von dir und günstiger, als wenn du sie einzeln kaufst.',
    items: [
      'Geburtshoroskop-Deutung: die Planeten am Tag deiner Geburt',
      'Numerologie-Analyse: die Zahlen in deinem Namen und Geburtsdatum',
      'Tarot-Deutung: eine Legung mit drei Karten für deine Frage',
      'Handlese-Leitfaden: die Linien deiner Hände, erklärt',
    ],
    cta: { label: 'Mein Ultra-Paket erhalten', href: '/moon-compatibility' },
  },
  {
    path: '/email/consultation',
    title: 'Sprich mit einer Expertin oder einem Experten',
    text: 'Manche Fragen lassen sich gemeinsam leichter ergründen. Nimm dir Zeit für eine persönliche Beratung mit jemandem aus unserem erfahrenen Team, ganz in deinem eigenen Tempo.',
    items: [
      'Frag nach Liebe, Beruf oder den Entscheidungen, die vor dir liegen',
      'Wer dich berät, sieht sich dein Horoskop und dein Human Design an',
      'Euer Gespräch bleibt vertraulich',
    ],
    cta: { label: 'Zu meiner Beratung', href: '/human-design' },
  },
];
