import type { InformationPage } from '@/runtime/screens/pages/informationPages';

/** The information pages in German (docs/routes.md#information-pages), entry for entry as the English ones. */
export const INFORMATION_PAGES_DE: readonly InformationPage[] = [
  {
    path: '/tech/terms',
    title: 'Nutzungsbedingungen',
    updated: '2023-09-15',
    summary:
      'Diese Bedingungen erklären, was {product} anbietet, wer es nutzen darf und was wir miteinander vereinbaren, wenn du ein Quiz machst, eine Probezeit startest oder eine Deutung kaufst.',
    sections: [
      {
        heading: 'Über diese Bedingungen',
        paragraphs: [
          '{product} ist ein Online-Dienst für Astrologie, Tarot, Handlesen, Numerologie und andere spirituelle Deutungen. Wenn du unsere Website nutzt, eines unserer Quiz machst oder etwas bei uns kaufst, akzeptierst du diese Bedingungen.',
          '{product} wird von {company}, {companyAddress}, betrieben. „Wir“, „uns“ und „unser“ stehen in diesen Bedingungen für {company}.',
          'Unsere Abo-Bedingungen, Zahlungsbedingungen, Rückerstattungsrichtlinie, Lieferbedingungen und Datenschutzhinweise sind Teil dieser Bedingungen. Bitte lies sie ebenfalls – sie sind kurz.',
        ],
      },
      {
        heading: 'Wer {product} nutzen darf',
        paragraphs: [
          'Du musst mindestens 18 Jahre alt sein, um {product} zu nutzen und etwas zu kaufen.',
          'Bitte mach wahrheitsgemäße Angaben und gib vor allem eine E-Mail-Adresse an, die funktioniert. Dorthin schicken wir deine Deutungen, Quittungen und die Codes, mit denen du bestätigst, dass du es bist.',
        ],
      },
      {
        heading: 'Was unsere Deutungen sind',
        paragraphs: [
          'Unsere Deutungen, Horoskope und Berichte dienen der Unterhaltung und der Selbstreflexion. Sie laden dich ein, dein Leben aus einem neuen Blickwinkel zu betrachten. Sie sind keine Tatsachenbehauptungen, und wir versprechen nicht, dass etwas davon eintritt.',
          'Nichts auf {product} stellt eine medizinische, psychologische, rechtliche oder finanzielle Beratung dar. Wenn du vor einer ernsten Entscheidung stehst oder eine schwere Zeit durchmachst, wende dich bitte an eine qualifizierte Fachperson.',
        ],
      },
      {
        heading: 'Käufe, Probezeiten und Abos',
        paragraphs: [
          'Manche Angebote beginnen mit einer Probezeit, die in ein kostenpflichtiges Abo übergeht, wenn du nicht vor ihrem Ende kündigst. Den Preis, die Dauer der Probezeit und den Verlängerungszeitraum siehst du immer, bevor du bezahlst.',
          'Du kannst ein Abo jederzeit unter /cancel-subscription kündigen. Erstattungen richten sich nach unserer Rückerstattungsrichtlinie.',
        ],
      },
      {
        heading: 'Deine Inhalte und unsere',
        paragraphs: [
          'Die Antworten, Geburtsdaten und Fotos deiner Hand, die du uns gibst, verwenden wir, um deine Deutungen zu erstellen – so, wie es in unseren Datenschutzhinweisen beschrieben ist.',
          'Die Texte, Bilder und Designs auf {product} gehören uns oder unseren Lizenzgebern. Du darfst deine Berichte für deinen persönlichen Gebrauch behalten und lesen, aber bitte verkaufe sie nicht weiter und veröffentliche sie nicht an anderer Stelle.',
        ],
      },
      {
        heading: 'Änderungen und Fragen',
        paragraphs: [
          'Wir können diese Bedingungen von Zeit zu Zeit aktualisieren. Das Datum oben auf dieser Seite zeigt, welche Fassung die aktuelle ist. Für einen Kauf gilt die Fassung, die zum Zeitpunkt des Kaufs in Kraft ist.',
          'Wenn du eine Frage zu diesen Bedingungen hast, schreib uns an {support}.',
        ],
      },
    ],
  },
  {
    path: '/tech/faq',
    title: 'Häufig gestellte Fragen',
    summary:
      'Kurze Antworten auf die Fragen, die wir am häufigsten hören. Wenn deine nicht dabei ist, schreib uns – ein echter Mensch antwortet dir.',
    sections: [
      {
        heading: 'Was ist {product}?',
        paragraphs: [
          '{product} bietet persönliche Deutungen zu Astrologie, Tarot, Handlesen, Numerologie und Human Design. Du beantwortest ein kurzes Quiz, und wir erstellen eine Deutung, die auf deinen Antworten und deinen Geburtsdaten beruht.',
        ],
      },
      {
        heading: 'Kann eine Deutung meine Zukunft vorhersagen?',
        paragraphs: [
          'Das kann niemand versprechen. Unsere Deutungen sind zur Unterhaltung und Selbstreflexion gedacht: ein ruhiger Moment, um über deine Beziehungen, deine Entscheidungen und dich selbst nachzudenken. Sie ersetzen keine medizinische, rechtliche, finanzielle oder psychologische Beratung.',
        ],
      },
      {
        heading: 'Wie funktioniert die Probezeit?',
        paragraphs: [
          'In der Probezeit hast du ein paar Tage lang vollen Zugang zu einem kleinen Einführungspreis. Wenn sie endet, geht sie automatisch in das Abo über, das du gewählt hast – zum vollen Preis, der dir beim Bezahlen angezeigt wurde. Danach verlängert sich das Abo jeweils um einen weiteren Zeitraum, bis du kündigst.',
          'Wenn du nicht weitermachen möchtest, kündige vor dem Ende der Probezeit. Dann wird dir nichts weiter berechnet.',
        ],
      },
      {
        heading: 'Wie kündige ich mein Abo?',
        paragraphs: [
          'Geh auf /cancel-subscription, gib die E-Mail-Adresse ein, mit der du dich angemeldet hast, bestätige den Code, den wir dir schicken, und bestätige dann die Kündigung. Das dauert etwa eine Minute. Du behältst den Zugang bis zum Ende des Zeitraums, den du bereits bezahlt hast.',
          'Wenn du unsere E-Mails löschst oder dich von ihnen abmeldest, ist dein Abo damit nicht gekündigt.',
        ],
      },
      {
        heading: 'Kann ich mein Geld zurückbekommen?',
        paragraphs: [
          'Ja, in den Fällen, die unsere Rückerstattungsrichtlinie beschreibt. Schreib innerhalb von 14 Tagen nach der Abbuchung an {support} und nenne die E-Mail-Adresse, mit der du bezahlt hast. Wir sehen uns deine Anfrage dann an.',
        ],
      },
      {
        heading: 'Wo ist mein Bericht?',
        paragraphs: [
          'Berichte sind digital. Wir schicken sie an die E-Mail-Adresse, die du uns gegeben hast, und sie erscheinen auch in deinem Konto, meist wenige Minuten nach der Zahlung.',
          'Wenn du ihn nicht findest, schau zuerst in deinem Spam- oder Werbeordner nach. Ist er nicht innerhalb von 24 Stunden angekommen, schreib uns, und wir schicken ihn dir noch einmal.',
        ],
      },
      {
        heading: 'Warum fragt ihr nach meiner Geburtszeit und meinem Geburtsort?',
        paragraphs: [
          'Astrologische Horoskope und Human-Design-Charts werden aus dem genauen Zeitpunkt und Ort deiner Geburt berechnet. Eine gute Schätzung funktioniert trotzdem, und wenn du die Uhrzeit nicht kennst, kannst du sie weglassen. Die Deutung fällt dann einfach allgemeiner aus.',
        ],
      },
      {
        heading: 'Sind meine persönlichen Daten sicher?',
        paragraphs: [
          'Wir verwenden deine Daten nur, um deine Deutungen zu erstellen, dein Abo zu verwalten und dir zu schreiben. Wir verkaufen deine E-Mail-Adresse niemals, und deine Kartendaten gehen direkt an unseren Zahlungsanbieter; deine vollständige Kartennummer speichern wir nicht. Alles Weitere erklären unsere Datenschutzhinweise.',
        ],
      },
    ],
  },
  {
    path: '/tech/contact-us',
    title: 'Kontakt',
    summary: 'Am schnellsten erreichst du uns per E-Mail an {support}. Wir lesen jede Nachricht.',
    sections: [
      {
        heading: 'Schreib uns',
        paragraphs: [
          'Schick deine Frage an {support}. Ein echter Mensch aus unserem Support-Team antwortet dir, meist innerhalb von zwei Arbeitstagen.',
          'Per Post: {company}, {companyAddress}.',
        ],
      },
      {
        heading: 'Was du angeben solltest',
        paragraphs: [
          'Bitte schreib von der E-Mail-Adresse, die du bei {product} verwendet hast, oder nenne sie uns, damit wir deine Deutungen und dein Abo finden.',
          'Wenn es um eine Abbuchung geht, gib bitte Datum und Betrag an. Schick uns niemals deine vollständige Kartennummer – wir brauchen sie nicht.',
        ],
      },
      {
        heading: 'Ein Abo kündigen',
        paragraphs: [
          'Um zu kündigen, musst du uns nicht schreiben. Geh auf /cancel-subscription, gib deine E-Mail-Adresse ein und bestätige den Code, den wir dir schicken. Dein Abo verlängert sich dann nicht mehr, und du behältst den Zugang bis zum Ende des Zeitraums, den du bezahlt hast.',
        ],
      },
      {
        heading: 'Erstattungen und Anfragen zum Datenschutz',
        paragraphs: [
          'Wenn du eine Erstattung nach unserer Rückerstattungsrichtlinie beantragen möchtest oder die personenbezogenen Daten, die wir über dich gespeichert haben, einsehen, berichtigen oder löschen lassen willst, schreib an dieselbe Adresse und sag uns, was wir für dich tun sollen.',
        ],
      },
    ],
  },
  {
    path: '/tech/payment-terms',
    title: 'Zahlungsbedingungen',
    summary: 'Wie Preise angezeigt werden, wie du bezahlen kannst und wann wir dir etwas berechnen.',
    sections: [
      {
        heading: 'Preise',
        paragraphs: [
          'Jeden Preis siehst du, bevor du bezahlst, nach Möglichkeit in deiner Währung: US-Dollar, Euro, britische Pfund und mehrere lateinamerikanische Währungen.',
          'Der Betrag, der dir beim Bezahlen angezeigt wird, ist der Betrag, den wir abbuchen. Lautet deine Karte auf eine andere Währung, rechnet deine Bank den Betrag möglicherweise um und berechnet dafür eine eigene Gebühr.',
        ],
      },
      {
        heading: 'Wie du bezahlen kannst',
        paragraphs: [
          'Du kannst mit Debit- oder Kreditkarte bezahlen und, sofern dein Gerät und dein Land das unterstützen, auch mit PayPal, Apple Pay oder Google Pay.',
          'Die Zahlungen wickelt unser Kartenzahlungsanbieter ab. Deine Kartendaten gehen direkt an ihn; deine vollständige Kartennummer sehen und speichern wir nie. Deine Bank bittet dich eventuell, eine Zahlung zu bestätigen, zum Beispiel mit einem Code oder in ihrer App.',
        ],
      },
      {
        heading: 'Wann wir dir etwas berechnen',
        paragraphs: [
          'Eine Probezeit wird berechnet, sobald du sie startest. Wenn sie endet, wird das gewählte Abo zum vollen Preis berechnet und danach zu Beginn jedes neuen Zeitraums erneut, bis du kündigst. Die Abo-Bedingungen erklären das genauer.',
          'Einmalige Berichte und Deutungen werden einmal berechnet, wenn du sie kaufst. Angebote, die dir direkt nach einem Kauf angezeigt werden, werden nur dann über dieselbe Zahlungsmethode abgerechnet, wenn du dich entscheidest, sie hinzuzufügen.',
        ],
      },
      {
        heading: 'Fehlgeschlagene Zahlungen',
        paragraphs: [
          'Wenn eine Verlängerungszahlung nicht durchgeht, versuchen wir es in den folgenden Tagen möglicherweise erneut. Bis die Zahlung klappt, kann dein Zugang zum Abo ruhen. Wenn du lieber aufhören möchtest, kündige unter /cancel-subscription, dann versuchen wir es nicht noch einmal.',
        ],
      },
      {
        heading: 'Fragen zu einer Abbuchung',
        paragraphs: [
          'Wenn du eine Abbuchung siehst, die du nicht zuordnen kannst, oder glaubst, dass etwas schiefgelaufen ist, schreib an {support} und nenne Datum und Betrag. Erstattungen richten sich nach unserer Rückerstattungsrichtlinie.',
        ],
      },
    ],
  },
  {
    path: '/tech/personal-info-policy',
    title: 'Datenschutzhinweise',
    summary:
      'Was wir erheben, wofür wir es brauchen und welche Wahlmöglichkeiten du hast. Alle Einzelheiten findest du in unserer vollständigen Datenschutzerklärung, die am Ende jeder Seite verlinkt ist.',
    sections: [
      {
        heading: 'Wer wir sind',
        paragraphs: [
          '{company}, {companyAddress}, ist für deine personenbezogenen Daten bei {product} verantwortlich („Verantwortlicher“ im Sinne des Datenschutzrechts). Bei Fragen dazu schreib uns an {support}.',
        ],
      },
      {
        heading: 'Was wir erheben',
        paragraphs: [
          'Deine E-Mail-Adresse; die Antworten, die du in unseren Quiz gibst; Geburtsdaten wie Datum, Uhrzeit und Ort; ein Foto deiner Hand, wenn du eines machen möchtest; und eine Aufstellung, was du wann gekauft hast.',
          'Außerdem erheben wir technische Informationen über deinen Besuch, etwa zu deinem Gerät, deinem Browser und den Seiten, die du aufrufst, damit die Website funktioniert und wir verstehen, wie sie genutzt wird.',
        ],
      },
      {
        heading: 'Wie wir sie verwenden',
        paragraphs: [
          'Wir verwenden sie, um deine Deutungen zu erstellen und dir zu liefern, dein Abo und deine Zahlungen abzuwickeln, deine Nachrichten zu beantworten und dir E-Mails über {product} zu schicken. Von Werbe-E-Mails kannst du dich jederzeit über den Link abmelden, der in jeder von ihnen steht.',
          'Ein Foto deiner Hand verwenden wir ausschließlich, um deine Handdeutung zu erstellen.',
        ],
      },
      {
        heading: 'Zahlungen',
        paragraphs: [
          'Kartenzahlungen verarbeitet unser Kartenzahlungsanbieter; Zahlungen über PayPal, Apple Pay und Google Pay wickeln diese Dienste selbst ab. Wir erhalten eine Bestätigung, dass du bezahlt hast, aber niemals deine vollständige Kartennummer.',
        ],
      },
      {
        heading: 'Cookies und ähnliche Technologien',
        paragraphs: [
          'Unbedingt notwendige Cookies sorgen dafür, dass die Website funktioniert, und sind immer aktiv. Leistungs-, Funktions- und Targeting-Cookies, auch die unserer Werbepartner, setzen wir nur mit deiner Einwilligung ein. Deine Wahl kannst du jederzeit in den Cookie-Einstellungen ändern.',
          'Wo dir das Gesetz das Recht gibt, dem Verkauf oder der Weitergabe deiner personenbezogenen Daten zu widersprechen, etwa in Kalifornien, kannst du das in denselben Einstellungen tun.',
        ],
      },
      {
        heading: 'Deine Rechte',
        paragraphs: [
          'Du kannst Auskunft über die personenbezogenen Daten verlangen, die wir über dich gespeichert haben, sie berichtigen oder löschen lassen oder eine Kopie davon erhalten. Schreib dazu an {support}, und zwar von der E-Mail-Adresse, die du bei {product} verwendet hast.',
          'Wir bewahren deine Daten nur so lange auf, wie wir sie brauchen, um den Dienst zu erbringen und unsere gesetzlichen und buchhalterischen Pflichten zu erfüllen.',
        ],
      },
    ],
  },
  {
    path: '/tech/money-back-policy',
    title: 'Rückerstattungsrichtlinie',
    updated: '2021-11-24',
    summary:
      'Wann wir eine Zahlung erstatten, wie du eine Erstattung beantragst und wie lange sie dauert. Diese Regelung schränkt keine Rechte ein, die du nach dem Verbraucherrecht deines Landes hast.',
    sections: [
      {
        heading: 'Wann wir erstatten',
        paragraphs: [
          'Wir erstatten eine Zahlung vollständig, wenn dir etwas berechnet wurde, obwohl du rechtzeitig gekündigt hattest, wenn dir dasselbe zweimal berechnet wurde oder wenn ein Bericht, für den du bezahlt hast, dich nie erreicht hat und wir das nicht beheben konnten.',
          'Wenn du mit deiner ersten Abo-Zahlung oder mit einem einmaligen Bericht unzufrieden bist, schreib uns innerhalb von 14 Tagen nach der Abbuchung und sag uns, warum. Wir prüfen jede Anfrage fair und einzeln.',
        ],
      },
      {
        heading: 'Wann wir nicht erstatten',
        paragraphs: [
          'Unsere Deutungen dienen der Unterhaltung und der Selbstreflexion. Deshalb können wir nichts erstatten, nur weil eine Deutung nicht zu den Ereignissen in deinem Leben gepasst hat.',
          'Anfragen, die mehr als 14 Tage nach einer Abbuchung gestellt werden, und Zeiträume, die sich verlängert haben, weil ein Abo nicht gekündigt wurde, erstatten wir in der Regel nicht. Mit einer Kündigung stoppst du künftige Abbuchungen, und du behältst den Zugang bis zum Ende des Zeitraums, den du bezahlt hast.',
        ],
      },
      {
        heading: 'So beantragst du eine Erstattung',
        paragraphs: [
          'Schreib an {support}, nenne die E-Mail-Adresse, mit der du bezahlt hast, sowie Datum und Betrag der Abbuchung, und schildere in ein paar Worten, was passiert ist. Wir antworten innerhalb von zwei Arbeitstagen.',
        ],
      },
      {
        heading: 'Wie Erstattungen ausgezahlt werden',
        paragraphs: [
          'Eine genehmigte Erstattung buchen wir auf die Zahlungsmethode zurück, die du verwendet hast. Banken brauchen meist 5 bis 10 Arbeitstage, bis sie auf deinem Kontoauszug erscheint.',
        ],
      },
    ],
  },
  {
    path: '/tech/subscription-terms',
    title: 'Abo-Bedingungen',
    summary:
      'Wie aus einer Probezeit ein Abo wird, wann es sich verlängert und wie du kündigst. Bitte lies das, bevor du eine Probezeit startest.',
    sections: [
      {
        heading: 'Probezeiten',
        paragraphs: [
          'Viele unserer Angebote beginnen mit einer Probezeit: ein paar Tage voller Zugang zu einem kleinen Einführungspreis. Dauer und Preis der Probezeit werden dir beim Bezahlen angezeigt.',
          'Wenn die Probezeit endet, geht sie automatisch in das Abo über, das du gewählt hast, zum vollen Preis, der dir beim Bezahlen angezeigt wurde – es sei denn, du kündigst vor dem Ende der Probezeit.',
        ],
      },
      {
        heading: 'Automatische Verlängerung',
        paragraphs: [
          'Ein Abo verlängert sich am Ende jedes Zeitraums, zum Beispiel alle zwei Wochen, jeden Monat oder alle sechs Monate. Zu Beginn jedes neuen Zeitraums belasten wir die Zahlungsmethode, die du verwendet hast.',
          'Premium-Abos, die dir nach einem Kauf angeboten werden, verlängern sich auf dieselbe Weise, alle zwei Wochen oder jeden Monat, so wie es beim Hinzufügen angezeigt wird.',
        ],
      },
      {
        heading: 'So kündigst du',
        paragraphs: [
          'Geh auf /cancel-subscription, gib die E-Mail-Adresse ein, mit der du dich angemeldet hast, bestätige den Code, den wir dir schicken, und bestätige dann die Kündigung. Wir schicken dir eine Bestätigung per E-Mail.',
          'Um die nächste Abbuchung zu vermeiden, kündige, bevor der aktuelle Zeitraum oder die Probezeit endet. Wenn du dich von unseren E-Mails abmeldest oder die Website nicht mehr besuchst, ist dein Abo damit nicht gekündigt.',
        ],
      },
      {
        heading: 'Nach der Kündigung',
        paragraphs: [
          'Dein Abo verlängert sich nicht mehr, und dir wird nichts mehr berechnet. Du behältst vollen Zugang bis zum Ende des Zeitraums, den du bereits bezahlt hast.',
          'Ein gekündigtes Abo lässt sich nicht reaktivieren. Wenn du später zurückkommst, schließt du einfach ein neues ab.',
        ],
      },
      {
        heading: 'Erstattungen',
        paragraphs: [
          'Wenn bei einer Abo-Abbuchung etwas schiefgelaufen ist, schreib uns. Erstattungen richten sich nach unserer Rückerstattungsrichtlinie.',
        ],
      },
    ],
  },
  {
    path: '/tech/delivery-policy',
    title: 'Lieferbedingungen',
    summary:
      'Alles, was wir verkaufen, ist digital. Wir verschicken nichts; deine Deutungen kommen per E-Mail und in deinem Konto an.',
    sections: [
      {
        heading: 'Abos',
        paragraphs: [
          'Dein Zugang zum Abo beginnt, sobald deine Zahlung bestätigt ist, und besteht, solange das Abo aktiv ist.',
        ],
      },
      {
        heading: 'Berichte und Deutungen',
        paragraphs: [
          'Einmalige Berichte schicken wir an die E-Mail-Adresse, die du uns gegeben hast, und sie erscheinen auch in deinem Konto. Die meisten kommen wenige Minuten nach der Zahlung an; eine Deutung, die persönlich für dich erstellt wird, kann bis zu 24 Stunden dauern.',
        ],
      },
      {
        heading: 'Wenn etwas nicht ankommt',
        paragraphs: [
          'Bitte schau in deinem Spam- oder Werbeordner nach und prüfe, ob die E-Mail-Adresse, die du uns gegeben hast, richtig geschrieben ist.',
          'Wenn ein Bericht nicht innerhalb von 24 Stunden angekommen ist, schreib an {support}, und wir schicken ihn dir noch einmal. Können wir ihn nicht zustellen, erstatten wir dir den Betrag nach unserer Rückerstattungsrichtlinie.',
        ],
      },
    ],
  },
];
