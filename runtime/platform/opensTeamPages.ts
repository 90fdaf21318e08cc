import 'server-only';
import { sameSecret } from '@/schemas/sameSecret';
import { developerRoutes } from './developerRoutes';
import { type ServerEnv, serverEnv } from './env.server';
import { isTesterToken } from './testerMode';

/**
 * Whether a tester token opens the team's pages (the draft preview, the funnel reports), which show unpublished funnels
 * and the business's figures. Tester mode itself (docs/product.md#tester-mode: any UUID) only shows visitors their own
 * tracking calls, so any token is enough on a developer server; anywhere else only a token listed in TESTER_TOKENS is.
 */
export function opensTeamPages(
  token: unknown,
  env: ServerEnv = serverEnv(),
  nodeEnv: string | undefined = process.env.NODE_ENV,
): boolean {
  if (!isTesterToken(token)) return false;
  if (developerRoutes(env, nodeEnv)) return true;
  const given = token.toLowerCase();
  return (env.TESTER_TOKENS ?? []).some((listed) => sameSecret(given, listed));
}
