import type { DeclineCategory } from '@/runtime/checkout/declineCatalogue';
import type { WordEntry } from '@/schemas/words';

/**
 * What a visitor reads after a decline, per category, in their language: what happened, in plain
 * words, and the way forward. Risk declines say nothing of fraud; ours do not blame the visitor.
 */
export const DECLINE_WORDS = {
  temporary: {
    en: 'The payment did not go through this time. Please try again in a moment.',
    es: 'El pago no se completó esta vez. Inténtalo de nuevo en un momento.',
    de: 'Die Zahlung hat diesmal nicht geklappt. Bitte versuche es gleich noch einmal.',
    fr: 'Le paiement n’a pas abouti cette fois. Réessayez dans un instant.',
    'pt-BR': 'O pagamento não foi concluído desta vez. Tente novamente em instantes.',
  },
  expired: {
    en: 'This payment took too long and has expired. Please start the payment again.',
    es: 'Este pago tardó demasiado y caducó. Vuelve a iniciar el pago.',
    de: 'Diese Zahlung hat zu lange gedauert und ist abgelaufen. Bitte starte die Zahlung neu.',
    fr: 'Ce paiement a pris trop de temps et a expiré. Recommencez le paiement.',
    'pt-BR': 'Este pagamento demorou demais e expirou. Inicie o pagamento novamente.',
  },
  input: {
    en: 'Some card details look wrong. Please check the number, expiry date and security code.',
    es: 'Algunos datos de la tarjeta parecen incorrectos. Revisa el número, la fecha y el código.',
    de: 'Einige Kartendaten scheinen falsch zu sein. Bitte prüfe Nummer, Ablaufdatum und Sicherheitscode.',
    fr: 'Certaines données de la carte semblent erronées. Vérifiez le numéro, la date et le code.',
    'pt-BR': 'Alguns dados do cartão parecem errados. Confira o número, a validade e o código.',
  },
  funds: {
    en: 'The card was declined for its balance or limit. Try another card, or top this one up.',
    es: 'La tarjeta fue rechazada por falta de saldo o por superar su límite. Prueba con otra tarjeta o recárgala.',
    de: 'Die Karte wurde wegen des Kontostands oder des Kartenlimits abgelehnt. Nutze eine andere Karte oder lade diese auf.',
    fr: 'La carte a été refusée en raison de son solde ou de son plafond. Essayez une autre carte ou rechargez celle-ci.',
    'pt-BR': 'O cartão foi recusado por saldo ou limite insuficiente. Tente outro cartão ou recarregue este.',
  },
  threeDSecure: {
    en: 'Your bank could not confirm the payment. Try again and complete the bank check, or use another card.',
    es: 'Tu banco no pudo confirmar el pago. Inténtalo de nuevo completando la verificación, o usa otra tarjeta.',
    de: 'Deine Bank konnte die Zahlung nicht bestätigen. Versuche es erneut und schließ die Sicherheitsprüfung deiner Bank ab oder nutze eine andere Karte.',
    fr: 'Votre banque n’a pas pu confirmer le paiement. Réessayez en effectuant la vérification demandée, ou utilisez une autre carte.',
    'pt-BR': 'Seu banco não confirmou o pagamento. Tente de novo concluindo a verificação, ou use outro cartão.',
  },
  cardNotUsable: {
    en: 'This card cannot be used for this payment. Please use another card.',
    es: 'Esta tarjeta no sirve para este pago. Usa otra tarjeta.',
    de: 'Diese Karte kann für diese Zahlung nicht verwendet werden. Bitte nutze eine andere Karte.',
    fr: 'Cette carte ne peut pas servir pour ce paiement. Utilisez une autre carte.',
    'pt-BR': 'Este cartão não pode ser usado neste pagamento. Use outro cartão.',
  },
  issuer: {
    en: 'Your bank declined the payment. Please contact your bank, or use another card.',
    es: 'Tu banco rechazó el pago. Contacta con tu banco o usa otra tarjeta.',
    de: 'Deine Bank hat die Zahlung abgelehnt. Wende dich an deine Bank oder nutze eine andere Karte.',
    fr: 'Votre banque a refusé le paiement. Contactez-la, ou utilisez une autre carte.',
    'pt-BR': 'Seu banco recusou o pagamento. Fale com seu banco ou use outro cartão.',
  },
  risk: {
    en: 'The payment was declined. Please use another payment method.',
    es: 'El pago fue rechazado. Usa otro método de pago.',
    de: 'Die Zahlung wurde abgelehnt. Bitte nutze eine andere Zahlungsart.',
    fr: 'Le paiement a été refusé. Utilisez un autre moyen de paiement.',
    'pt-BR': 'O pagamento foi recusado. Use outra forma de pagamento.',
  },
  address: {
    en: 'The billing details do not match the card. Please check them and try again.',
    es: 'Los datos de facturación no coinciden con la tarjeta. Revísalos e inténtalo de nuevo.',
    de: 'Die Rechnungsdaten passen nicht zur Karte. Bitte prüfe sie und versuche es erneut.',
    fr: 'Les données de facturation ne correspondent pas à la carte. Vérifiez-les et réessayez.',
    'pt-BR': 'Os dados de cobrança não conferem com o cartão. Confira e tente novamente.',
  },
  savedCardUnusable: {
    en: 'Your saved card cannot be used again. Please enter your card details.',
    es: 'Tu tarjeta guardada no se puede volver a usar. Introduce los datos de tu tarjeta.',
    de: 'Deine gespeicherte Karte kann nicht erneut verwendet werden. Bitte gib deine Kartendaten ein.',
    fr: 'Votre carte enregistrée ne peut pas être réutilisée. Saisissez les données de votre carte.',
    'pt-BR': 'Seu cartão salvo não pode ser usado de novo. Informe os dados do cartão.',
  },
  wallet: {
    en: 'The wallet payment did not go through. Try again, or pay by card.',
    es: 'El pago con billetera digital no se completó. Inténtalo de nuevo o paga con tarjeta.',
    de: 'Die Wallet-Zahlung hat nicht geklappt. Versuche es erneut oder zahle mit Karte.',
    fr: 'Le paiement par portefeuille électronique n’a pas abouti. Réessayez, ou payez par carte.',
    'pt-BR': 'O pagamento pela carteira digital não foi concluído. Tente de novo ou pague com cartão.',
  },
  cascade: {
    en: 'Your payment is still being confirmed…',
    es: 'Tu pago aún se está confirmando…',
    de: 'Deine Zahlung wird noch bestätigt …',
    fr: 'Votre paiement est en cours de confirmation…',
    'pt-BR': 'Seu pagamento ainda está sendo confirmado…',
  },
  ours: {
    en: 'Something went wrong on our side and no money was taken. Please try again.',
    es: 'Algo falló de nuestro lado y no se cobró nada. Inténtalo de nuevo.',
    de: 'Bei uns ist etwas schiefgelaufen, es wurde nichts abgebucht. Bitte versuche es erneut.',
    fr: 'Un problème est survenu de notre côté et rien n’a été débité. Réessayez.',
    'pt-BR': 'Algo deu errado do nosso lado e nada foi cobrado. Tente novamente.',
  },
} as const satisfies Record<DeclineCategory, WordEntry>;
