import type { GatewayRefusal } from '../../schemas/gateway/gatewayRefusal';
import { HttpError } from '../platform/http/httpError';

/** A refused gateway call: the status, and the refusal in the shape the browser reads (schemas/gateway). */
export function gatewayRefusal(refusal: GatewayRefusal, status: number): HttpError {
  return new HttpError(refusal, status);
}
