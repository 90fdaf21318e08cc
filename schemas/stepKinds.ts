/**
 * The screen kinds a flow step can have, and what each needs from its definition.
 * `answer` names the kind of value a step collects (absent: the step collects nothing);
 * `content` lists the content fields it cannot render without; `sells` marks the steps
 * that show prices or take money (a funnel without price has none; email comes before any);
 * `charges` marks the payment forms, which must know the plan they charge; `cancels` the steps of cancelling a
 * subscription, each of which goes on only once the gateway agreed; `scans` the photos read by a service.
 */
export type StepKindRule = {
  answer?:
    | 'choice'
    | 'choices'
    | 'gender'
    | 'birthDate'
    | 'birthPlace'
    | 'name'
    | 'email'
    | 'phone'
    | 'photoReading'
    | 'plan'
    | 'code'
    | 'billing';
  content: readonly ('title' | 'cta' | 'options' | 'plans' | 'upsells' | 'discountPercent')[];
  sells?: true;
  charges?: true;
  cancels?: true;
  /** A photo read by a service: the step shows the still being scanned a while once answered, then goes on. */
  scans?: true;
};

export const STEP_KINDS = {
  prelanding: { content: ['title', 'cta'] },
  singleChoice: { answer: 'choice', content: ['title', 'options'] },
  multipleChoice: { answer: 'choices', content: ['title', 'options', 'cta'] },
  imageChoice: { answer: 'choice', content: ['title', 'options'] },
  gender: { answer: 'gender', content: ['title', 'options'] },
  birthDate: { answer: 'birthDate', content: ['title', 'cta'] },
  birthPlace: { answer: 'birthPlace', content: ['title', 'cta'] },
  name: { answer: 'name', content: ['title', 'cta'] },
  email: { answer: 'email', content: ['title', 'cta'] },
  phoneNumber: { answer: 'phone', content: ['title', 'cta'] },
  palmPhoto: { answer: 'photoReading', content: ['title', 'cta'], scans: true },
  facePhoto: { answer: 'photoReading', content: ['title', 'cta'], scans: true },
  info: { content: ['title', 'cta'] },
  loading: { content: ['title'] },
  matching: { content: ['title', 'cta'] },
  overview: { content: ['title', 'cta'] },
  talkWithExpert: { content: ['title', 'cta'] },
  askOnboarding: { content: ['title', 'cta'] },
  credits: { content: ['title', 'cta'] },
  unlimitedReadings: { content: ['title', 'cta'] },
  trialCredits: { content: ['title', 'cta'] },
  additionalDiscount: { content: ['title', 'cta', 'discountPercent'], sells: true },
  productOverview: { content: ['title', 'cta', 'plans'], sells: true },
  trialChoice: { answer: 'plan', content: ['title', 'cta', 'plans'], sells: true },
  trialPayment: { content: ['title'], sells: true, charges: true },
  payment: { content: ['title'], sells: true, charges: true },
  paymentWithDiscount: { content: ['title', 'discountPercent'], sells: true, charges: true },
  trialPaymentWithDiscount: { content: ['title', 'discountPercent'], sells: true, charges: true },
  billing: { answer: 'billing', content: ['title', 'cta'], sells: true },
  upsells: { content: ['title', 'cta', 'upsells'], sells: true },
  ecomUpsell: { content: ['title', 'cta', 'upsells'], sells: true },
  cancelLookup: { answer: 'email', content: ['title', 'cta'], cancels: true },
  cancelVerify: { answer: 'code', content: ['title', 'cta'], cancels: true },
  cancelConfirm: { answer: 'choice', content: ['title', 'options', 'cta'], cancels: true },
  cancelDone: { content: ['title'] },
} as const satisfies Record<string, StepKindRule>;

export type StepKind = keyof typeof STEP_KINDS;
export const STEP_KIND_NAMES = Object.keys(STEP_KINDS) as [StepKind, ...StepKind[]];

/** Whether a name is a step kind this runtime knows (a stored document's, read without its schema). */
export function isStepKind(kind: string): kind is StepKind {
  return Object.hasOwn(STEP_KINDS, kind);
}

export function stepKindRule(kind: StepKind): StepKindRule {
  return STEP_KINDS[kind];
}
