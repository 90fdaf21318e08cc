import { createHash } from 'node:crypto';

/**
 * An email as the ad networks' server APIs take it: trimmed, lower-cased, then SHA-256 in lower-case hex. The
 * address itself never leaves the server.
 */
export function hashedEmail(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}
