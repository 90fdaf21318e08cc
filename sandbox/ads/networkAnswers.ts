import { randomUUID } from 'node:crypto';

/** What the sandbox answers a call: an HTTP status and a body (JSON, or text for a string). */
export type SandboxAnswer = { status: number; body: unknown };

/** A Graph API error, as Facebook answers a bad token (190), a bad parameter or unknown object (100), or trouble (2). */
export const graphError = (message: string, code: number) => ({
  error: { message, type: 'OAuthException', code, fbtrace_id: traceId() },
});

/** A TikTok Business API answer: always HTTP 200, `code` 0 when it went well, the data of the call. */
export const tikTokAnswer = (code: number, message: string, data: unknown = {}) => ({
  code,
  message,
  request_id: traceId(),
  data,
});

/** An id of one call, as the networks give theirs for support to find it. */
export const traceId = () => randomUUID().replaceAll('-', '').slice(0, 20);
