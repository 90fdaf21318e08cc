/** Types for the provider's server SDK, which ships none (its source: node_modules/@solidgate/node-sdk/src/api.js). */
declare module '@solidgate/node-sdk' {
  type Attributes = Record<string, unknown>;
  type Answer = Record<string, unknown>;
  class Api {
    constructor(publicKey: string, secretKey: string, baseSolidGateUri?: string);
    charge(attributes: Attributes): Promise<Answer>;
    auth(attributes: Attributes): Promise<Answer>;
    recurring(attributes: Attributes): Promise<Answer>;
    refund(attributes: Attributes): Promise<Answer>;
    status(attributes: Attributes): Promise<Answer>;
    settle(attributes: Attributes): Promise<Answer>;
    void(attributes: Attributes): Promise<Answer>;
    resign(attributes: Attributes): Promise<Answer>;
    formMerchantData(attributes: Attributes): {
      toObject(): { paymentIntent: string; merchant: string; signature: string };
    };
    formUpdate(attributes: Attributes): { toObject(): { partialIntent: string; signature: string } };
    formResign(attributes: Attributes): {
      toObject(): { resignIntent: string; merchant: string; signature: string };
    };
  }
  const solidgate: { Api: typeof Api };
  export default solidgate;
  export { Api };
}
