/** docs/entities.md#enumerations: the sections of a page, top to bottom. */
export const PAGE_SECTIONS = [
  'header',
  'center_first',
  'center_second',
  'center_third',
  'center_fourth',
  'center_fifth',
  'center_sixth',
  'center_seventh',
  'footer',
] as const;
export type PageSection = (typeof PAGE_SECTIONS)[number];
