import type { INFORMATION_PAGES } from '@/schemas/routes';

/** One information page (docs/routes.md#information-pages): a plain help or policy text, served under `/tech/…`. */
export type InformationPage = {
  path: (typeof INFORMATION_PAGES)[number];
  title: string;
  /** ISO date 'YYYY-MM-DD' when the policy was last updated; only where docs/limits.md#policy-dates gives one. */
  updated?: string;
  summary: string;
  sections: { heading: string; paragraphs: string[] }[];
};

/**
 * docs/limits.md#policy-dates: policy dates. The terms were last updated on 15 September 2023, the money-back policy on
 * 24 November 2021.
 */
const TERMS_UPDATED = '2023-09-15';
const MONEY_BACK_UPDATED = '2021-11-24';

/**
 * The text of every information page in docs/routes.md#information-pages, one entry per path. The figures the product
 * documents do not give (the 14-day refund window, the answer and delivery times) are the product's own and are
 * stated once here.
 */
export const INFORMATION_PAGES_CONTENT: readonly InformationPage[] = [
  {
    path: '/tech/terms',
    title: 'Terms of Use',
    updated: TERMS_UPDATED,
    summary:
      'These terms explain what {product} offers, who may use it, and what you and we agree to when you take a quiz, start a trial or buy a reading.',
    sections: [
      {
        heading: 'About these terms',
        paragraphs: [
          '{product} is an online service of astrology, tarot, palmistry, numerology and other spiritual readings. By using our website, taking one of our quizzes or buying anything from us, you accept these terms.',
          '{product} is run by {company}, {companyAddress}. In these terms, “we”, “us” and “our” mean {company}.',
          'Our Subscription Terms, Payment Terms, Money-Back Policy, Delivery Policy and Personal Information Policy are part of these terms. Please read them too; they are short.',
        ],
      },
      {
        heading: 'Who can use {product}',
        paragraphs: [
          'You must be at least 18 years old to use {product} and to make a purchase.',
          'Please give us true details, in particular a working email address, because that is where we send your readings, receipts and the codes that confirm it is you.',
        ],
      },
      {
        heading: 'What our readings are',
        paragraphs: [
          'Our readings, charts and reports are offered for entertainment and self-reflection. They are an invitation to look at your life from a new angle, not a statement of fact, and we do not promise that anything in them will happen.',
          'Nothing on {product} is medical, psychological, legal or financial advice. If you are facing a serious decision or going through a hard time, please speak to a qualified professional.',
        ],
      },
      {
        heading: 'Purchases, trials and subscriptions',
        paragraphs: [
          'Some offers start with a trial that renews into a paid subscription unless you cancel before it ends. The price, the length of the trial and the renewal period are always shown before you pay.',
          'You can cancel a subscription at any time at /cancel-subscription. Refunds follow our Money-Back Policy.',
        ],
      },
      {
        heading: 'Your content and ours',
        paragraphs: [
          'The answers, birth details and palm photos you give us are used to prepare your readings, as described in our Personal Information Policy.',
          'The texts, images and designs on {product} belong to us or to those who license them to us. You may keep and read your reports for your own personal use, but please do not resell or republish them.',
        ],
      },
      {
        heading: 'Changes and questions',
        paragraphs: [
          'We may update these terms from time to time. The date at the top of this page shows the latest version, and the version in force when you make a purchase applies to that purchase.',
          `If you have a question about these terms, write to us at {support}.`,
        ],
      },
    ],
  },
  {
    path: '/tech/faq',
    title: 'Frequently Asked Questions',
    summary:
      'Short answers to the questions we hear most often. If yours is not here, write to us and a real person will reply.',
    sections: [
      {
        heading: 'What is {product}?',
        paragraphs: [
          '{product} offers personal astrology, tarot, palmistry, numerology and human design readings. You answer a short quiz, and we prepare a reading shaped by your answers and your birth details.',
        ],
      },
      {
        heading: 'Can a reading predict my future?',
        paragraphs: [
          'No one can promise that. Our readings are meant for entertainment and self-reflection: a calm moment to think about your relationships, your choices and yourself. They are not a substitute for medical, legal, financial or psychological advice.',
        ],
      },
      {
        heading: 'How does the trial work?',
        paragraphs: [
          'A trial gives you full access for a few days at a small introductory price. When the trial ends, it renews automatically into the subscription you chose, at the full price shown at checkout, and then renews every period until you cancel.',
          'If you do not want to continue, cancel before the trial ends and you will not be charged again.',
        ],
      },
      {
        heading: 'How do I cancel my subscription?',
        paragraphs: [
          'Go to /cancel-subscription, enter the email you signed up with, confirm the code we send you, and confirm the cancellation. It takes about a minute. You keep access until the end of the period you have already paid for.',
          'Deleting our emails or unsubscribing from them does not cancel a subscription.',
        ],
      },
      {
        heading: 'Can I get my money back?',
        paragraphs: [
          `Yes, in the cases described in our Money-Back Policy. Write to {support} within 14 days of the charge with the email you used to pay, and we will look at your request.`,
        ],
      },
      {
        heading: 'Where is my report?',
        paragraphs: [
          'Reports are digital. We send them to the email you gave us and they also appear in your account, usually within a few minutes of payment.',
          'If you cannot find it, look in your spam or promotions folder first. If it has not arrived within 24 hours, write to us and we will send it again.',
        ],
      },
      {
        heading: 'Why do you ask for my birth time and place?',
        paragraphs: [
          'Astrological and human design charts are drawn from the exact moment and place you were born. A close guess still works, and you can leave the time out if you do not know it; the reading will simply be broader.',
        ],
      },
      {
        heading: 'Is my personal information safe?',
        paragraphs: [
          'We use your details only to prepare your readings, run your subscription and write to you. We never sell your email, and your card details go straight to our payment provider; we do not store your full card number. Our Personal Information Policy explains the rest.',
        ],
      },
    ],
  },
  {
    path: '/tech/contact-us',
    title: 'Contact Us',
    summary: `The quickest way to reach us is by email at {support}. We read every message.`,
    sections: [
      {
        heading: 'Write to us',
        paragraphs: [
          `Send your question to {support}. A real person on our support team answers, usually within two business days.`,
          'By post: {company}, {companyAddress}.',
        ],
      },
      {
        heading: 'What to include',
        paragraphs: [
          'Please write from, or mention, the email address you used on {product}, so we can find your readings and your subscription.',
          'For a question about a charge, add its date and amount. Never send us your full card number; we do not need it.',
        ],
      },
      {
        heading: 'Cancelling a subscription',
        paragraphs: [
          'You do not need to write to us to cancel. Go to /cancel-subscription, enter your email and confirm the code we send you. Your subscription will not renew, and you keep access until the end of the period you have paid for.',
        ],
      },
      {
        heading: 'Refunds and privacy requests',
        paragraphs: [
          'To ask for a refund under our Money-Back Policy, or to see, correct or delete the personal information we hold about you, write to the same address and tell us what you would like us to do.',
        ],
      },
    ],
  },
  {
    path: '/tech/payment-terms',
    title: 'Payment Terms',
    summary: 'How prices are shown, how you can pay, and when we charge you.',
    sections: [
      {
        heading: 'Prices',
        paragraphs: [
          'Every price is shown before you pay, in your currency where we can: US dollars, euros, British pounds and several Latin American currencies.',
          'The amount at checkout is the amount we charge. If your card is in another currency, your bank may convert it and add its own fee.',
        ],
      },
      {
        heading: 'How you can pay',
        paragraphs: [
          'You can pay by debit or credit card, and with PayPal, Apple Pay or Google Pay where your device and country support them.',
          'Payments are handled by our card payment provider. Your card details go straight to them; we never see or store your full card number. Your bank may ask you to confirm a payment, for example with a code or in its app.',
        ],
      },
      {
        heading: 'When we charge you',
        paragraphs: [
          'A trial is charged when you start it. When it ends, the subscription you chose is charged at its full price and then again at the start of every period, until you cancel. The Subscription Terms explain this in more detail.',
          'One-time reports and readings are charged once, when you buy them. Offers shown right after a purchase are charged to the same payment method only when you choose to add them.',
        ],
      },
      {
        heading: 'Failed payments',
        paragraphs: [
          'If a renewal payment does not go through, we may try again over the following days. Until it does, access to your subscription may pause. If you would rather stop, cancel at /cancel-subscription and we will not try again.',
        ],
      },
      {
        heading: 'Questions about a charge',
        paragraphs: [
          `If you see a charge you do not recognise, or think something went wrong, write to {support} with the date and amount. Refunds follow our Money-Back Policy.`,
        ],
      },
    ],
  },
  {
    path: '/tech/personal-info-policy',
    title: 'Personal Information Policy',
    summary:
      'What we collect, why we need it, and the choices you have. Our full Privacy Policy, linked at the foot of every page, gives the complete detail.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          '{company}, {companyAddress}, is responsible for your personal information on {product} (its “controller”, as data protection law calls it). For any question about it, write to {support}.',
        ],
      },
      {
        heading: 'What we collect',
        paragraphs: [
          'Your email address; the answers you give in our quizzes; birth details such as date, time and place; a palm photo, if you choose to take one; and a record of what you bought and when.',
          'We also collect technical information about your visit, such as your device, browser and the pages you view, so the site works and we can understand how it is used.',
        ],
      },
      {
        heading: 'How we use it',
        paragraphs: [
          'To prepare and deliver your readings, to run your subscription and payments, to answer your messages, and to send you emails about {product}. You can unsubscribe from marketing emails with the link in any of them.',
          'A palm photo is used only to prepare your palm reading.',
        ],
      },
      {
        heading: 'Payments',
        paragraphs: [
          'Card payments are processed by our card payment provider, and PayPal, Apple Pay and Google Pay handle payments made through them. We receive confirmation that you paid, but never your full card number.',
        ],
      },
      {
        heading: 'Cookies and similar tools',
        paragraphs: [
          'Strictly necessary cookies keep the site working and are always on. Performance, functional and targeting cookies, including those used by our advertising partners, are used only with your consent, which you can change at any time in the cookie settings.',
          'Where the law gives you the right to opt out of the sale or sharing of your personal information, as in California, you can do so in the same settings.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          `You can ask to see, correct or delete the personal information we hold about you, or to receive a copy of it. Write to {support} from the email address you used on {product}.`,
          'We keep your information only as long as we need it to provide the service and to meet our legal and accounting duties.',
        ],
      },
    ],
  },
  {
    path: '/tech/money-back-policy',
    title: 'Money-Back Policy',
    updated: MONEY_BACK_UPDATED,
    summary:
      'When we refund a payment, how to ask for it, and how long it takes. This policy does not limit any rights you have under the consumer law of your country.',
    sections: [
      {
        heading: 'When we refund',
        paragraphs: [
          'We refund a payment in full if you were charged after you had cancelled in time, if you were charged twice for the same thing, or if a report you paid for never reached you and we could not fix it.',
          'If you are unhappy with your first subscription payment, or with a one-time report, write to us within 14 days of the charge and tell us why. We review every request fairly, one by one.',
        ],
      },
      {
        heading: 'When we do not refund',
        paragraphs: [
          'Our readings are offered for entertainment and self-reflection, so we cannot refund because a reading did not match events in your life.',
          'Requests made more than 14 days after a charge, and periods that renewed because a subscription was not cancelled, are usually not refunded. Cancelling stops future charges, and you keep access until the end of the period you have paid for.',
        ],
      },
      {
        heading: 'How to ask for a refund',
        paragraphs: [
          `Write to {support} with the email address you used to pay, the date and amount of the charge, and a few words on what happened. We reply within two business days.`,
        ],
      },
      {
        heading: 'How refunds are paid',
        paragraphs: [
          'An approved refund goes back to the payment method you used. Banks usually take 5 to 10 business days to show it on your statement.',
        ],
      },
    ],
  },
  {
    path: '/tech/subscription-terms',
    title: 'Subscription Terms',
    summary:
      'How trials turn into subscriptions, when they renew, and how to cancel. Please read this before you start a trial.',
    sections: [
      {
        heading: 'Trials',
        paragraphs: [
          'Many of our offers begin with a trial: full access for a few days at a small introductory price. The length and price of the trial are shown at checkout.',
          'When the trial ends, it renews automatically into the subscription you chose, at the full price shown at checkout, unless you cancel before the trial ends.',
        ],
      },
      {
        heading: 'Automatic renewal',
        paragraphs: [
          'A subscription renews at the end of each period, for example every two weeks, every month or every six months, and we charge the payment method you used at the start of each new period.',
          'Premium subscriptions offered after a purchase renew in the same way, every two weeks or every month, as shown when you add them.',
        ],
      },
      {
        heading: 'How to cancel',
        paragraphs: [
          'Go to /cancel-subscription, enter the email you signed up with, confirm the code we send you, and confirm the cancellation. We email you a confirmation.',
          'To avoid the next charge, cancel before the current period or trial ends. Unsubscribing from our emails or no longer visiting the site does not cancel a subscription.',
        ],
      },
      {
        heading: 'After you cancel',
        paragraphs: [
          'Your subscription will not renew and you will not be charged again. You keep full access until the end of the period you have already paid for.',
          'A cancelled subscription cannot be restarted. If you come back later, you simply start a new one.',
        ],
      },
      {
        heading: 'Refunds',
        paragraphs: [
          'If something went wrong with a subscription charge, write to us. Refunds follow our Money-Back Policy.',
        ],
      },
    ],
  },
  {
    path: '/tech/delivery-policy',
    title: 'Delivery Policy',
    summary: 'Everything we sell is digital. Nothing is shipped; your readings arrive by email and in your account.',
    sections: [
      {
        heading: 'Subscriptions',
        paragraphs: [
          'Access to your subscription starts as soon as your payment is confirmed, and lasts for as long as the subscription is active.',
        ],
      },
      {
        heading: 'Reports and readings',
        paragraphs: [
          'One-time reports are sent to the email address you gave us and also appear in your account. Most arrive within a few minutes of payment; a reading that is prepared for you personally can take up to 24 hours.',
        ],
      },
      {
        heading: 'If something does not arrive',
        paragraphs: [
          'Please check your spam or promotions folder, and make sure the email address you gave us is spelled correctly.',
          `If a report has not arrived within 24 hours, write to {support} and we will send it again. If we cannot deliver it, we refund it under our Money-Back Policy.`,
        ],
      },
    ],
  },
];
