import { type ServerEnv, serverEnv } from './env.server';

/**
 * Whether this server serves the developer routes (the index of published funnels at `/`, the definitions
 * change stream): only one started for development, by `next dev` or with DEVELOPER_ROUTES=on, and never in
 * production (which refuses to start with the switch). A built server started with no settings serves none.
 */
export function developerRoutes(
  env: ServerEnv = serverEnv(),
  nodeEnv: string | undefined = process.env.NODE_ENV,
): boolean {
  return env.APP_ENV !== 'production' && (nodeEnv === 'development' || env.DEVELOPER_ROUTES === 'on');
}
