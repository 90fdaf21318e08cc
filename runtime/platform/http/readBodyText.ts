import { HttpError } from './httpError';

/** The largest request body an API route reads unless it says otherwise. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Reads a request's body as text, refusing one over `limitBytes` (413) without reading it all.
 * Errors are HttpErrors, ready for `errorResponse`.
 */
export async function readBodyText(request: Request, limitBytes = DEFAULT_BODY_LIMIT_BYTES): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  const tooLarge = () => new HttpError({ message: `The body is over ${limitBytes} bytes` }, 413);
  if (declared > limitBytes) throw tooLarge();
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
    size += chunk.value.byteLength;
    if (size > limitBytes) {
      await reader?.cancel();
      throw tooLarge();
    }
    chunks.push(chunk.value);
  }
  return new Blob(chunks as BlobPart[]).text();
}
