import type { IncomingMessage } from 'node:http';

/** Far above any intent or API call (a few kilobytes), to refuse runaway bodies. */
export const MAX_BODY_BYTES = 256 * 1024;

/** A request's body as text (the API's signature is over these exact bytes); undefined when too large. */
export async function readBodyText(req: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
