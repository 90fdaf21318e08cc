import { z } from 'zod';
import { isValidName, NAME_MAX_LENGTH } from '@/schemas/nameRule';

/**
 * A customer's name as the gateway keeps it (the user's): trimmed, and held to the rule the funnel's name and billing
 * steps hold it to (isValidName: 1 to NAME_MAX_LENGTH characters as the visitor sees them), so a request made without
 * the funnel cannot store a name of any length.
 */
export const customerNameSchema = z.string().trim().refine(isValidName, `must be 1 to ${NAME_MAX_LENGTH} characters`);
