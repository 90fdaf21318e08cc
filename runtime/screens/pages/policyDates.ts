import type { INFORMATION_PAGES } from '@/schemas/routes';

/**
 * docs/limits.md#policy-dates: when a policy was last updated (ISO 'YYYY-MM-DD'), by the page that states it. A date is
 * the same fact in every language, so it is stated here once and added to each language's page by its path, never
 * written in a page's content. The terms were last updated on 15 September 2023, the money-back policy on 24 November
 * 2021.
 */
export const POLICY_UPDATED: Partial<Record<(typeof INFORMATION_PAGES)[number], string>> = {
  '/tech/terms': '2023-09-15',
  '/tech/money-back-policy': '2021-11-24',
};
