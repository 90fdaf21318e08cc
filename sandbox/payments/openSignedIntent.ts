import { createDecipheriv } from 'node:crypto';
import { isProviderSignatureValid } from '@/runtime/signing/signProviderPayload';
import { type ProviderError, providerError } from './providerError';

/** The provider keys intents with the first 32 characters of the secret key (AES-256 wants 32 bytes). */
const KEY_LENGTH = 32;
/** The random IV the ciphertext is prefixed with. */
const IV_LENGTH = 16;

export type KeyPair = { readonly publicKey: string; readonly secretKey: string };

/** An intent as the form receives it: `merchantData`, a resign request, or an `update` call's partial intent. */
export type SignedIntent = { merchant?: unknown; signature?: unknown; intent?: unknown };

/**
 * Opens a payment, resign or partial intent (docs/payment-provider.md#payment-intents): the merchant and the signature
 * over the intent string must be the key pair's (else 1.01), and the intent, base64url(IV ‖ AES-256-CBC ciphertext)
 * keyed with the secret, must decrypt to a JSON object (else 2.01).
 */
export function openSignedIntent(
  keys: KeyPair,
  signed: SignedIntent,
): { ok: true; attributes: Record<string, unknown> } | { ok: false; error: ProviderError } {
  const { merchant, signature, intent } = signed;
  if (typeof intent !== 'string' || intent === '') return { ok: false, error: providerError('2.07') };
  if (
    merchant !== keys.publicKey ||
    typeof signature !== 'string' ||
    !isProviderSignatureValid(keys.publicKey, keys.secretKey, intent, signature)
  )
    return { ok: false, error: providerError('1.01') };
  try {
    const bytes = Buffer.from(intent, 'base64url');
    const key = Buffer.from(keys.secretKey.slice(0, KEY_LENGTH), 'utf8');
    const decipher = createDecipheriv('aes-256-cbc', key, bytes.subarray(0, IV_LENGTH));
    const json = Buffer.concat([decipher.update(bytes.subarray(IV_LENGTH)), decipher.final()]).toString('utf8');
    const attributes: unknown = JSON.parse(json);
    if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes))
      return { ok: false, error: providerError('2.01', 'The intent is not a JSON object') };
    return { ok: true, attributes: attributes as Record<string, unknown> };
  } catch {
    return { ok: false, error: providerError('2.01', 'The intent cannot be decrypted with the merchant key') };
  }
}
