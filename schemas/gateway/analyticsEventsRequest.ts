import { z } from 'zod';
import { browserTimeSchema } from './browserTime';

/** At most this many events in one batch (the browser sends 15 at a time; a batch restored after a reload may be fuller). */
export const ANALYTICS_BATCH_MAX_EVENTS = 50;

/**
 * One product-analytics event as the browser sends it to the app's own gateway (the embedded default when no
 * analytics service is configured): a funnel step event (`name` the moment, `kind` the step event kind), or a
 * measurement of the page (`scroll_depth`, `web_vital`). Its id makes a resent batch harmless.
 */
export const analyticsEventSchema = z.strictObject({
  id: z.uuid(),
  visitId: z.uuid(),
  funnel: z.string().min(1).max(200),
  stepId: z.string().min(1).max(200).optional(),
  name: z.string().min(1).max(100),
  kind: z.string().min(1).max(100),
  properties: z.record(z.string(), z.unknown()),
  /** Milliseconds since the epoch, as the browser saw it. */
  at: browserTimeSchema,
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** The body of POST /api/v1/events: a batch of events. */
export const analyticsEventsRequestSchema = z.strictObject({
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_BATCH_MAX_EVENTS),
});
export type AnalyticsEventsRequest = z.infer<typeof analyticsEventsRequestSchema>;
