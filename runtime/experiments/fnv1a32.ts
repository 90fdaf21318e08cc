/** FNV-1a's 32-bit offset basis and prime (Fowler, Noll, Vo). */
const OFFSET_BASIS = 0x811c9dc5;
const PRIME = 0x01000193;

/** The 32-bit FNV-1a hash of a string's UTF-16 code units, as an unsigned integer. */
export function fnv1a32(text: string): number {
  let hash = OFFSET_BASIS;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, PRIME);
  }
  return hash >>> 0;
}
