import { createHash } from 'node:crypto';

/**
 * A one-way hash of a short-lived secret (a cancel code, a cancel token), so the database never holds
 * one that works. The salt (the verification's id) makes equal codes hash apart.
 */
export function hashSecret(secret: string, salt = ''): string {
  return createHash('sha256').update(`${salt}:${secret}`).digest('hex');
}
