import type { z } from 'zod';
import { readJsonBody } from '../platform/http/readJsonBody';
import { gatewayRefusal } from './gatewayRefusal';

/** A request's JSON body checked against a schema: 400 naming each bad field (or 413, 400 from readJsonBody). */
export async function readGatewayBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readJsonBody(request));
  if (parsed.success) return parsed.data;
  throw gatewayRefusal(
    {
      message: 'The body is not valid',
      issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    },
    400,
  );
}
