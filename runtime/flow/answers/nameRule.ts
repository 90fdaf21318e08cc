import { isValidName, NAME_MAX_LENGTH } from '@/schemas/nameRule';

/**
 * The name rule of docs/validation.md#names lives in the contract, shared with the gateway; re-exported for the answer
 * rules.
 */
export { isValidName, NAME_MAX_LENGTH };
