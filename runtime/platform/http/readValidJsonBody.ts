import type { z } from 'zod';
import { HttpError } from './httpError';
import { DEFAULT_BODY_LIMIT_BYTES } from './readBodyText';
import { readJsonBody } from './readJsonBody';

/**
 * A request's JSON body checked against a schema: 400 with `message` and each bad field, besides readJsonBody's
 * 415 (not sent as JSON), 413 (over `limitBytes`) and 400 (not JSON). Errors are HttpErrors, ready for `errorResponse`.
 */
export async function readValidJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  {
    limitBytes = DEFAULT_BODY_LIMIT_BYTES,
    message = 'The body is not valid',
  }: { limitBytes?: number; message?: string } = {},
): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readJsonBody(request, limitBytes));
  if (parsed.success) return parsed.data;
  throw new HttpError(
    { message, issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) },
    400,
  );
}
