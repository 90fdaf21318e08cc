/**
 * docs/validation.md#names: a name is at most 30 characters. One rule for the browser (the name and billing steps'
 * answers) and the server (the customer's name an order carries), so a name the funnel takes is never refused at
 * checkout, and a name it refuses is never kept.
 */
export const NAME_MAX_LENGTH = 30;

/** A name as kept: trimmed. Valid when 1 to 30 characters (counted as the visitor sees them). */
export function isValidName(value: string): boolean {
  const length = [...value.trim()].length;
  return length >= 1 && length <= NAME_MAX_LENGTH;
}
