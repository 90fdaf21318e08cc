/**
 * The paths of the sandbox's form on its origin: the frames' pages and assets, and the endpoints the
 * frames call (browser/paymentFrame.js spells the same paths). Tests call the endpoints as the frames do.
 */
export const FORM_PATHS = {
  /** Pages, shown in the frames the SDK mounts. */
  cardPage: '/form/card',
  resignPage: '/form/resign',
  buttonPage: '/form/button',
  /** The 3-D Secure challenge page (`?id=<challenge id>`): the `verify_url` of a challenged order. */
  challengePage: '/form/challenge',
  frameScript: '/form/frame.js',
  frameStyles: '/form/frame.css',
  /** Endpoints, POST with a JSON body. */
  init: '/form/init',
  resignInit: '/form/resign-init',
  pay: '/form/pay',
  resignPay: '/form/resign-pay',
  walletPay: '/form/wallet-pay',
  update: '/form/update',
  status: '/form/status',
  challengeAnswer: '/form/challenge-answer',
} as const;
