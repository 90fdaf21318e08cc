/** SPEC §5: a name is at most 30 characters. */
export const NAME_MAX_LENGTH = 30;

/** A name as kept: trimmed. Valid when 1 to 30 characters (counted as the visitor sees them). */
export function isValidName(value: string): boolean {
  const length = [...value.trim()].length;
  return length >= 1 && length <= NAME_MAX_LENGTH;
}
