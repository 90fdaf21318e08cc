/**
 * Our pages in the comparison: funnels' first steps on text and on a picture. `npm run bench -- lighthouse
 * --every-funnel` adds every other fixture funnel's first step for the LCP and CLS goals.
 */
export const FIRST_STEPS = [
  { slug: 'palmistry', picture: false },
  { slug: 'natal-chart', picture: true },
  { slug: 'witch-power', picture: true },
] as const;

/** The funnel whose first question the peers show, and whose quiz steps the step-change measurement walks. */
export const PEER_FUNNEL = 'palmistry';

/** Typebot's embed script as its package ships it: the script a site adds to show a bot. */
export const TYPEBOT_EMBED = 'node_modules/@typebot.io/js/dist/web.js';
