import { isValidName, NAME_MAX_LENGTH } from '@/schemas/nameRule';

/** SPEC §5's name rule lives in the contract, shared with the gateway; re-exported for the answer rules. */
export { isValidName, NAME_MAX_LENGTH };
