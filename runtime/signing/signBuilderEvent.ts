import { createHmac } from 'node:crypto';
import { sameSecret } from '@/schemas/sameSecret';

const VERSION_PREFIX = 'v1=';

/** The signature header value for a raw event body signed at `timestamp` (unix seconds). */
export function signBuilderEvent(apiKey: string, timestamp: number, rawBody: string): string {
  return VERSION_PREFIX + createHmac('sha256', apiKey).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** Whether a signature header value is the one the key makes for this timestamp and body (constant time). */
export function isBuilderSignatureValid(
  apiKey: string,
  timestamp: number,
  rawBody: string,
  signature: string,
): boolean {
  return sameSecret(signature, signBuilderEvent(apiKey, timestamp, rawBody));
}
