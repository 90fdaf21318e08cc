import { z } from 'zod';
import { PATTERNS } from '@/schemas/patterns';

/**
 * The variant of the funnel's experiment the visitor is in, as their page shows it (its funnel condition): the gateway
 * prices and records what that variant sells. Absent outside an experiment; a variant the funnel version does not
 * have counts as the one shown before a visitor is given one.
 */
export const variantIdSchema = z.string().regex(new RegExp(PATTERNS.id.pattern)).optional();
