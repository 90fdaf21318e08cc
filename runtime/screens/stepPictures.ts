import type { Step } from '@/schemas/stepSchema';

/** The pictures a step shows: its main picture and its options' pictures, each once. */
export function stepPictures(step: Step): string[] {
  const pictures = [step.content.image?.src, ...(step.content.options ?? []).map((o) => o.image?.src)];
  return [...new Set(pictures.filter((src) => src !== undefined))];
}
