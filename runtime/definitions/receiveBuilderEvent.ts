import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/runtime/platform/db/database';
import { builderEvents } from '@/runtime/platform/db/schema';
import { reportServerError } from '@/runtime/platform/monitoring/reportServerError';
import type { BuilderEvent } from '@/schemas/builder/builderEventSchema';
import { applyBuilderEvent } from './applyBuilderEvent';
import type { BuilderClient } from './builderClient';
import { announceDefinitionChange } from './definitionChanges';
import { formatDefinitionError } from './definitionError';

/** An HTTP answer: a status and a JSON body (the error shape for 4xx and 5xx). */
export type Answer = { status: number; body: unknown };

const refusal = (status: number, message: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: { originalError: { message, ...extra }, originalStatusCode: status },
});

/**
 * Handles a verified change event once: a replayed id is refused (409) and changes nothing; an event
 * whose documents are invalid is refused (422) with each error's pointer, reported, and the last good
 * versions keep serving; an event the builder cannot yet back (503) is not recorded, so its redelivery
 * applies it; an applied event (200) is announced to every instance. A verified event says the builder is up
 * (`heardFrom`), so its reads are tried even while the client's circuit is open.
 */
export async function receiveBuilderEvent(
  handle: DatabaseHandle,
  source: BuilderClient,
  event: BuilderEvent,
): Promise<Answer> {
  const { db } = handle;
  source.heardFrom();
  const replayed = () => refusal(409, `Event ${event.id} was already received`);
  if ((await db.select().from(builderEvents).where(eq(builderEvents.id, event.id))).length > 0) return replayed();

  const outcome = await applyBuilderEvent(db, source, event);
  if (outcome.status === 'unavailable') return refusal(503, `The builder could not be read: ${outcome.detail}`);
  const recorded = await db
    .insert(builderEvents)
    .values({
      id: event.id,
      type: event.type,
      key: event.key,
      version: event.version,
      outcome: outcome.status,
      detail: outcome.status === 'rejected' ? outcome.problems : outcome.paths,
    })
    .onConflictDoNothing()
    .returning({ id: builderEvents.id });
  // The same event arrived twice at once: the first to record it answers.
  if (recorded.length === 0) return replayed();

  if (outcome.status === 'rejected') {
    const errors = outcome.problems.flatMap((p) => p.errors.map((e) => formatDefinitionError(p.document, e)));
    reportServerError(new Error(`refused ${event.type} ${event.key}: the last good version keeps serving`), {
      event,
      errors,
    });
    return refusal(422, `${event.type} ${event.key} is not valid; the last good version keeps serving`, {
      problems: outcome.problems,
    });
  }
  await announceDefinitionChange(handle, { paths: outcome.paths });
  return { status: 200, body: { status: 'applied', paths: outcome.paths } };
}
