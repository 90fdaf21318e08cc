import type { Flow } from '@/schemas/flowSchema';

export type PeerQuestion = { title: string; options: string[] };

/** How many answers the peers show: the static page and the bare Next page have three buttons. */
const PEER_ANSWERS = 3;

/**
 * The first question a funnel asks (its first step with answers to choose from, following `next` from the first
 * step), in one language: what the benchmark's peers show, so they render the same words as the funnel.
 */
export function firstQuestionOf(flow: Flow, locale = 'en'): PeerQuestion {
  const steps = new Map(flow.steps.map((s) => [s.id, s]));
  for (let id: string | undefined = flow.firstStep; id !== undefined; ) {
    const step = steps.get(id);
    if (step === undefined) break;
    const options = step.content.options ?? [];
    if (options.length > 0)
      return {
        title: step.content.title?.[locale] ?? '',
        options: options.slice(0, PEER_ANSWERS).map((o) => o.label[locale] ?? String(o.value)),
      };
    id = step.next;
  }
  throw new Error(`flow ${flow.id} asks no question`);
}
