import type { PageSection } from '@/schemas/enums/pageSections';
import { PAGE_SECTIONS } from '@/schemas/enums/pageSections';
import type { Step } from '@/schemas/stepSchema';

/** The blocks of a step's content, top to bottom. */
export const CONTENT_BLOCKS = ['heading', 'body', 'controls'] as const;
export type ContentBlock = (typeof CONTENT_BLOCKS)[number];

/** What a step shows without a `sections` list: the header and all content in one centre section. */
const DEFAULT_SECTIONS: readonly PageSection[] = ['header', 'center_first'];

export type StepLayout = {
  header: boolean;
  /** The centre sections the step lists, in page order, each with the content blocks it holds. */
  centre: { section: PageSection; blocks: ContentBlock[] }[];
  footer: boolean;
};

/**
 * Lays a step's content out in the page sections it lists (docs/entities.md#enumerations). The content blocks (heading:
 * picture, title and subtitle; body: text and list; controls: the kind's controls and note) fill the
 * listed centre sections in order, one block each; the last listed section takes what is left, and
 * sections beyond the blocks stay empty and are not drawn. A step with no centre section still shows
 * its content, in the first: nobody can answer a question that is not drawn.
 */
export function stepLayout(step: Pick<Step, 'sections'>): StepLayout {
  const listed = step.sections ?? DEFAULT_SECTIONS;
  const inPageOrder = PAGE_SECTIONS.filter((s) => listed.includes(s));
  const centreSections = inPageOrder.filter((s) => s.startsWith('center_'));
  const slots: PageSection[] = centreSections.length > 0 ? centreSections : ['center_first'];
  const centre = slots
    .map((section, i) => ({
      section,
      blocks: CONTENT_BLOCKS.filter((_, b) => Math.min(b, slots.length - 1) === i),
    }))
    .filter((c) => c.blocks.length > 0);
  return { header: listed.includes('header'), centre, footer: listed.includes('footer') };
}
