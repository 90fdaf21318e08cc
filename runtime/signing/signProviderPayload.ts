import { createHmac } from 'node:crypto';
import { sameSecret } from '@/schemas/sameSecret';

/**
 * The payment provider's signature (docs/payment-provider.md#server-api-and-signatures): base64 of the hex HMAC-SHA512,
 * keyed with the secret key, of public key + payload + public key. API calls, form intents and webhooks are signed this
 * way (webhooks with their own key pair).
 */
export function signProviderPayload(publicKey: string, secretKey: string, payload: string): string {
  const hex = createHmac('sha512', secretKey)
    .update(publicKey + payload + publicKey)
    .digest('hex');
  return Buffer.from(hex).toString('base64');
}

/** Whether a signature is the one the key pair makes for the payload (constant time). */
export function isProviderSignatureValid(
  publicKey: string,
  secretKey: string,
  payload: string,
  signature: string,
): boolean {
  return sameSecret(signature, signProviderPayload(publicKey, secretKey, payload));
}
