import type { InformationPage } from '@/runtime/screens/pages/informationPages';

/** The information pages in French (docs/routes.md#information-pages), entry for entry as the English ones. */
export const INFORMATION_PAGES_FR: readonly InformationPage[] = [
  {
    path: '/tech/terms',
    title: 'Conditions d’utilisation',
    updated: '2023-09-15',
    summary:
      'Ces conditions expliquent ce que propose {product}, qui peut l’utiliser et ce à quoi vous et nous nous engageons lorsque vous répondez à un quiz, commencez un essai ou achetez une lecture.',
    sections: [
      {
        heading: 'À propos de ces conditions',
        paragraphs: [
          '{product} est un service en ligne qui propose des lectures d’astrologie, de tarot, de chiromancie, de numérologie et d’autres lectures spirituelles. En utilisant notre site, en répondant à l’un de nos quiz ou en nous achetant quoi que ce soit, vous acceptez ces conditions.',
          '{product} est exploité par {company}, {companyAddress}. Dans ces conditions, « nous » et « notre » désignent {company}.',
          'Nos Conditions d’abonnement, nos Conditions de paiement, notre Politique de remboursement, notre Politique de livraison et notre Politique relative aux données personnelles font partie de ces conditions. Merci de les lire également : elles sont courtes.',
        ],
      },
      {
        heading: 'Qui peut utiliser {product}',
        paragraphs: [
          'Vous devez avoir au moins 18 ans pour utiliser {product} et effectuer un achat.',
          'Merci de nous fournir des informations exactes, en particulier une adresse e-mail valide : c’est là que nous envoyons vos lectures, vos reçus et les codes qui confirment qu’il s’agit bien de vous.',
        ],
      },
      {
        heading: 'Ce que sont nos lectures',
        paragraphs: [
          'Nos lectures, thèmes et rapports sont proposés à des fins de divertissement et de réflexion personnelle. Ils vous invitent à regarder votre vie sous un nouvel angle ; ils ne présentent rien comme un fait établi, et nous ne promettons pas que ce qu’ils annoncent se réalisera.',
          'Rien sur {product} ne constitue un conseil médical, psychologique, juridique ou financier. Si vous devez prendre une décision importante ou si vous traversez une période difficile, adressez-vous à un professionnel qualifié.',
        ],
      },
      {
        heading: 'Achats, essais et abonnements',
        paragraphs: [
          'Certaines offres commencent par un essai qui se transforme en abonnement payant, sauf si vous résiliez avant la fin de l’essai. Le prix, la durée de l’essai et la période de renouvellement sont toujours indiqués avant le paiement.',
          'Vous pouvez résilier un abonnement à tout moment sur /cancel-subscription. Les remboursements sont régis par notre Politique de remboursement.',
        ],
      },
      {
        heading: 'Vos contenus et les nôtres',
        paragraphs: [
          'Les réponses, les données de naissance et les photos de votre paume que vous nous transmettez servent à préparer vos lectures, comme le décrit notre Politique relative aux données personnelles.',
          'Les textes, images et visuels de {product} nous appartiennent ou appartiennent à nos concédants de licence. Vous pouvez conserver et lire vos rapports pour votre usage personnel, mais merci de ne pas les revendre ni les republier.',
        ],
      },
      {
        heading: 'Modifications et questions',
        paragraphs: [
          'Nous pouvons mettre à jour ces conditions de temps à autre. La date indiquée en haut de cette page correspond à la dernière version ; chaque achat est régi par la version en vigueur au moment où vous l’effectuez.',
          'Pour toute question sur ces conditions, écrivez-nous à {support}.',
        ],
      },
    ],
  },
  {
    path: '/tech/faq',
    title: 'Foire aux questions',
    summary:
      'Des réponses courtes aux questions que l’on nous pose le plus souvent. Si la vôtre n’y figure pas, écrivez-nous : une vraie personne vous répondra.',
    sections: [
      {
        heading: 'Qu’est-ce que {product} ?',
        paragraphs: [
          '{product} propose des lectures personnalisées d’astrologie, de tarot, de chiromancie, de numérologie et de Design Humain. Vous répondez à un court quiz, et nous préparons une lecture fondée sur vos réponses et vos données de naissance.',
        ],
      },
      {
        heading: 'Une lecture peut-elle prédire mon avenir ?',
        paragraphs: [
          'Personne ne peut le promettre. Nos lectures sont conçues pour le divertissement et la réflexion personnelle : un moment de calme pour penser à vos relations, à vos choix et à vous-même. Elles ne remplacent pas un avis médical, juridique, financier ou psychologique.',
        ],
      },
      {
        heading: 'Comment fonctionne l’essai ?',
        paragraphs: [
          'Un essai vous donne un accès complet pendant quelques jours, à un petit prix de découverte. À la fin de l’essai, l’abonnement que vous avez choisi prend automatiquement le relais, au prix plein affiché lors du paiement, puis se renouvelle à chaque période jusqu’à votre résiliation.',
          'Si vous ne souhaitez pas continuer, résiliez avant la fin de l’essai : aucun autre montant ne vous sera prélevé.',
        ],
      },
      {
        heading: 'Comment résilier mon abonnement ?',
        paragraphs: [
          'Rendez-vous sur /cancel-subscription, saisissez l’adresse e-mail utilisée lors de votre inscription, confirmez le code que nous vous envoyons, puis confirmez la résiliation. Cela prend environ une minute. Vous conservez l’accès jusqu’à la fin de la période déjà payée.',
          'Supprimer nos e-mails ou vous désabonner de nos envois ne résilie pas votre abonnement.',
        ],
      },
      {
        heading: 'Puis-je obtenir un remboursement ?',
        paragraphs: [
          'Oui, dans les cas décrits dans notre Politique de remboursement. Écrivez à {support} dans les 14 jours suivant le prélèvement, en indiquant l’adresse e-mail utilisée pour le paiement, et nous examinerons votre demande.',
        ],
      },
      {
        heading: 'Où est mon rapport ?',
        paragraphs: [
          'Les rapports sont numériques. Nous les envoyons à l’adresse e-mail que vous nous avez indiquée, et ils apparaissent aussi dans votre compte, généralement quelques minutes après le paiement.',
          'Si vous ne le trouvez pas, regardez d’abord dans votre dossier spam ou promotions. S’il n’est pas arrivé dans les 24 heures, écrivez-nous et nous vous le renverrons.',
        ],
      },
      {
        heading: 'Pourquoi me demandez-vous mon heure et mon lieu de naissance ?',
        paragraphs: [
          'Les thèmes astrologiques et de Design Humain sont établis à partir du moment et du lieu exacts de votre naissance. Une approximation convient aussi, et vous pouvez omettre l’heure si vous ne la connaissez pas : la lecture sera simplement plus générale.',
        ],
      },
      {
        heading: 'Mes données personnelles sont-elles en sécurité ?',
        paragraphs: [
          'Nous utilisons vos données uniquement pour préparer vos lectures, gérer votre abonnement et vous écrire. Nous ne vendons jamais votre adresse e-mail, et vos données de carte sont transmises directement à notre prestataire de paiement : nous ne conservons pas votre numéro de carte complet. Notre Politique relative aux données personnelles explique le reste.',
        ],
      },
    ],
  },
  {
    path: '/tech/contact-us',
    title: 'Nous contacter',
    summary: 'Le moyen le plus rapide de nous joindre : un e-mail à {support}. Nous lisons chaque message.',
    sections: [
      {
        heading: 'Écrivez-nous',
        paragraphs: [
          'Envoyez votre question à {support}. Une vraie personne de notre équipe d’assistance vous répond, généralement sous deux jours ouvrés.',
          'Par courrier : {company}, {companyAddress}.',
        ],
      },
      {
        heading: 'Ce qu’il faut indiquer',
        paragraphs: [
          'Merci d’écrire depuis l’adresse e-mail que vous avez utilisée sur {product}, ou de nous la préciser, afin que nous puissions retrouver vos lectures et votre abonnement.',
          'Pour une question sur un prélèvement, indiquez-en la date et le montant. Ne nous envoyez jamais votre numéro de carte complet : nous n’en avons pas besoin.',
        ],
      },
      {
        heading: 'Résilier un abonnement',
        paragraphs: [
          'Inutile de nous écrire pour résilier. Rendez-vous sur /cancel-subscription, saisissez votre adresse e-mail et confirmez le code que nous vous envoyons. Votre abonnement ne sera pas renouvelé, et vous conservez l’accès jusqu’à la fin de la période payée.',
        ],
      },
      {
        heading: 'Remboursements et demandes relatives à vos données',
        paragraphs: [
          'Pour demander un remboursement au titre de notre Politique de remboursement, ou pour consulter, rectifier ou supprimer les données personnelles que nous détenons à votre sujet, écrivez à la même adresse en nous indiquant ce que vous souhaitez.',
        ],
      },
    ],
  },
  {
    path: '/tech/payment-terms',
    title: 'Conditions de paiement',
    summary: 'Comment les prix sont affichés, comment vous pouvez payer et quand nous vous débitons.',
    sections: [
      {
        heading: 'Prix',
        paragraphs: [
          'Chaque prix est affiché avant le paiement, dans votre devise lorsque c’est possible : dollars américains, euros, livres sterling et plusieurs devises d’Amérique latine.',
          'Le montant affiché lors du paiement est celui que nous prélevons. Si votre carte est libellée dans une autre devise, votre banque peut effectuer la conversion et appliquer ses propres frais.',
        ],
      },
      {
        heading: 'Moyens de paiement',
        paragraphs: [
          'Vous pouvez payer par carte de débit ou de crédit, ainsi qu’avec PayPal, Apple Pay ou Google Pay lorsque votre appareil et votre pays le permettent.',
          'Les paiements sont traités par notre prestataire de paiement par carte. Vos données de carte lui sont transmises directement ; nous ne voyons ni ne conservons jamais votre numéro de carte complet. Votre banque peut vous demander de confirmer un paiement, par exemple avec un code ou dans son application.',
        ],
      },
      {
        heading: 'Quand nous vous débitons',
        paragraphs: [
          'Un essai est facturé au moment où vous le commencez. À sa fin, l’abonnement que vous avez choisi est facturé au prix plein, puis de nouveau au début de chaque période, jusqu’à votre résiliation. Les Conditions d’abonnement l’expliquent plus en détail.',
          'Les rapports et lectures à l’unité sont facturés une seule fois, au moment de l’achat. Les offres présentées juste après un achat ne sont facturées sur le même moyen de paiement que si vous choisissez de les ajouter.',
        ],
      },
      {
        heading: 'Échecs de paiement',
        paragraphs: [
          'Si un paiement de renouvellement n’aboutit pas, nous pouvons réessayer dans les jours qui suivent. Tant qu’il n’a pas abouti, l’accès à votre abonnement peut être suspendu. Si vous préférez arrêter, résiliez sur /cancel-subscription et nous ne réessaierons pas.',
        ],
      },
      {
        heading: 'Questions sur un prélèvement',
        paragraphs: [
          'Si vous constatez un prélèvement que vous ne reconnaissez pas, ou si vous pensez qu’une erreur s’est produite, écrivez à {support} en précisant la date et le montant. Les remboursements sont régis par notre Politique de remboursement.',
        ],
      },
    ],
  },
  {
    path: '/tech/personal-info-policy',
    title: 'Politique relative aux données personnelles',
    summary:
      'Ce que nous collectons, pourquoi nous en avons besoin et les choix dont vous disposez. Notre Politique de confidentialité complète, accessible en bas de chaque page, donne tous les détails.',
    sections: [
      {
        heading: 'Qui nous sommes',
        paragraphs: [
          '{company}, {companyAddress}, est responsable de vos données personnelles sur {product} (le « responsable du traitement », selon les termes de la loi sur la protection des données). Pour toute question à leur sujet, écrivez-nous à {support}.',
        ],
      },
      {
        heading: 'Ce que nous collectons',
        paragraphs: [
          'Votre adresse e-mail ; les réponses que vous donnez à nos quiz ; vos données de naissance, comme la date, l’heure et le lieu ; une photo de votre paume, si vous choisissez d’en prendre une ; et l’historique de vos achats, avec leurs dates.',
          'Nous collectons aussi des informations techniques sur votre visite, comme votre appareil, votre navigateur et les pages que vous consultez, afin que le site fonctionne et que nous comprenions comment il est utilisé.',
        ],
      },
      {
        heading: 'Comment nous les utilisons',
        paragraphs: [
          'Nous les utilisons pour préparer et vous remettre vos lectures, gérer votre abonnement et vos paiements, répondre à vos messages et vous envoyer des e-mails au sujet de {product}. Vous pouvez vous désabonner des e-mails marketing grâce au lien présent dans chacun d’eux.',
          'Une photo de votre paume sert uniquement à préparer votre lecture des lignes de la main.',
        ],
      },
      {
        heading: 'Paiements',
        paragraphs: [
          'Les paiements par carte sont traités par notre prestataire de paiement par carte ; PayPal, Apple Pay et Google Pay traitent eux-mêmes les paiements effectués par leur intermédiaire. Nous recevons la confirmation de votre paiement, mais jamais votre numéro de carte complet.',
        ],
      },
      {
        heading: 'Cookies et outils similaires',
        paragraphs: [
          'Les cookies strictement nécessaires font fonctionner le site et sont toujours actifs. Les cookies de performance, fonctionnels et de ciblage, y compris ceux de nos partenaires publicitaires, ne sont utilisés qu’avec votre consentement, que vous pouvez modifier à tout moment dans les paramètres des cookies.',
          'Lorsque la loi vous donne le droit de vous opposer à la vente ou au partage de vos données personnelles, comme en Californie, vous pouvez le faire dans ces mêmes paramètres.',
        ],
      },
      {
        heading: 'Vos droits',
        paragraphs: [
          'Vous pouvez demander à consulter, rectifier ou supprimer les données personnelles que nous détenons à votre sujet, ou à en recevoir une copie. Écrivez à {support} depuis l’adresse e-mail que vous avez utilisée sur {product}.',
          'Nous conservons vos données uniquement le temps nécessaire pour fournir le service et respecter nos obligations légales et comptables.',
        ],
      },
    ],
  },
  {
    path: '/tech/money-back-policy',
    title: 'Politique de remboursement',
    updated: '2021-11-24',
    summary:
      'Dans quels cas nous remboursons un paiement, comment en faire la demande et dans quels délais. Cette politique ne limite aucun des droits que vous confère le droit de la consommation de votre pays.',
    sections: [
      {
        heading: 'Quand nous remboursons',
        paragraphs: [
          'Nous remboursons intégralement un paiement si un montant vous a été prélevé alors que vous aviez résilié dans les délais, si la même chose vous a été facturée deux fois, ou si un rapport que vous avez payé ne vous est jamais parvenu et que nous n’avons pas pu y remédier.',
          'Si votre premier paiement d’abonnement ou un rapport à l’unité ne vous satisfait pas, écrivez-nous dans les 14 jours suivant le prélèvement en nous expliquant pourquoi. Nous examinons chaque demande équitablement, au cas par cas.',
        ],
      },
      {
        heading: 'Quand nous ne remboursons pas',
        paragraphs: [
          'Nos lectures sont proposées à des fins de divertissement et de réflexion personnelle : nous ne pouvons donc pas rembourser au motif qu’une lecture ne correspondait pas aux événements de votre vie.',
          'Les demandes faites plus de 14 jours après un prélèvement, ainsi que les périodes renouvelées faute de résiliation de l’abonnement, ne sont généralement pas remboursées. La résiliation met fin aux prélèvements futurs, et vous conservez l’accès jusqu’à la fin de la période payée.',
        ],
      },
      {
        heading: 'Comment demander un remboursement',
        paragraphs: [
          'Écrivez à {support} en indiquant l’adresse e-mail utilisée pour le paiement, la date et le montant du prélèvement, et en expliquant en quelques mots ce qui s’est passé. Nous répondons sous deux jours ouvrés.',
        ],
      },
      {
        heading: 'Comment les remboursements sont versés',
        paragraphs: [
          'Un remboursement accepté est reversé sur le moyen de paiement que vous avez utilisé. Les banques mettent généralement 5 à 10 jours ouvrés pour le faire apparaître sur votre relevé.',
        ],
      },
    ],
  },
  {
    path: '/tech/subscription-terms',
    title: 'Conditions d’abonnement',
    summary:
      'Comment les essais deviennent des abonnements, quand ceux-ci se renouvellent et comment les résilier. Merci de lire ces conditions avant de commencer un essai.',
    sections: [
      {
        heading: 'Essais',
        paragraphs: [
          'Beaucoup de nos offres commencent par un essai : un accès complet pendant quelques jours, à un petit prix de découverte. La durée et le prix de l’essai sont indiqués lors du paiement.',
          'À la fin de l’essai, l’abonnement que vous avez choisi prend automatiquement le relais, au prix plein affiché lors du paiement, sauf si vous résiliez avant la fin de l’essai.',
        ],
      },
      {
        heading: 'Renouvellement automatique',
        paragraphs: [
          'Un abonnement se renouvelle à la fin de chaque période, par exemple toutes les deux semaines, tous les mois ou tous les six mois. Au début de chaque nouvelle période, nous débitons le moyen de paiement que vous avez utilisé.',
          'Les abonnements Premium proposés après un achat se renouvellent de la même manière, toutes les deux semaines ou tous les mois, comme indiqué au moment où vous les ajoutez.',
        ],
      },
      {
        heading: 'Comment résilier',
        paragraphs: [
          'Rendez-vous sur /cancel-subscription, saisissez l’adresse e-mail utilisée lors de votre inscription, confirmez le code que nous vous envoyons, puis confirmez la résiliation. Nous vous envoyons une confirmation par e-mail.',
          'Pour éviter le prochain prélèvement, résiliez avant la fin de la période en cours ou de l’essai. Vous désabonner de nos e-mails ou ne plus consulter le site ne résilie pas votre abonnement.',
        ],
      },
      {
        heading: 'Après la résiliation',
        paragraphs: [
          'Votre abonnement ne sera pas renouvelé et plus rien ne vous sera prélevé. Vous conservez un accès complet jusqu’à la fin de la période déjà payée.',
          'Un abonnement résilié ne peut pas être réactivé. Si vous revenez plus tard, il vous suffit d’en souscrire un nouveau.',
        ],
      },
      {
        heading: 'Remboursements',
        paragraphs: [
          'Si un problème est survenu lors d’un prélèvement lié à votre abonnement, écrivez-nous. Les remboursements sont régis par notre Politique de remboursement.',
        ],
      },
    ],
  },
  {
    path: '/tech/delivery-policy',
    title: 'Politique de livraison',
    summary:
      'Tout ce que nous vendons est numérique. Rien n’est expédié : vos lectures vous parviennent par e-mail et dans votre compte.',
    sections: [
      {
        heading: 'Abonnements',
        paragraphs: [
          'L’accès à votre abonnement commence dès que votre paiement est confirmé et dure tant que l’abonnement est actif.',
        ],
      },
      {
        heading: 'Rapports et lectures',
        paragraphs: [
          'Les rapports à l’unité sont envoyés à l’adresse e-mail que vous nous avez indiquée et apparaissent aussi dans votre compte. La plupart arrivent quelques minutes après le paiement ; une lecture préparée spécialement pour vous peut prendre jusqu’à 24 heures.',
        ],
      },
      {
        heading: 'Si quelque chose n’arrive pas',
        paragraphs: [
          'Vérifiez votre dossier spam ou promotions, et assurez-vous que l’adresse e-mail que vous nous avez indiquée est correctement orthographiée.',
          'Si un rapport n’est pas arrivé dans les 24 heures, écrivez à {support} et nous vous le renverrons. Si nous ne pouvons pas vous le livrer, nous vous le remboursons conformément à notre Politique de remboursement.',
        ],
      },
    ],
  },
];
