import { HttpError } from '@/runtime/platform/http/httpError';
import type { GatewayRefusal } from '@/schemas/gateway/gatewayRefusal';

/** A refused gateway call: the status, and the refusal in the shape the browser reads (schemas/gateway). */
export function gatewayRefusal(refusal: GatewayRefusal, status: number): HttpError {
  return new HttpError(refusal, status);
}
