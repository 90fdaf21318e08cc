import { type ClientEnv, parseClientEnv } from './clientEnvSchema';
import { type ServerEnv, serverEnv } from './env.server';
import { productionProblems } from './productionProblems';

/**
 * The settings of this process, checked as a server must before it serves: every variable well-formed, and in
 * production (stage: its keys) none of the embedded defaults that are unsafe on a public server. Throws one error listing every
 * problem, one line each.
 */
export function checkSettings(): { env: ServerEnv; client: ClientEnv } {
  const env = serverEnv();
  const client = parseClientEnv();
  const problems = productionProblems(env, client);
  if (problems.length > 0)
    throw new Error(`Not safe for ${env.APP_ENV}:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  return { env, client };
}
