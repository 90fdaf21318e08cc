import { appGateway } from '../../../../../runtime/gateway/appGateway.server';
import { customerEmailSchema } from '../../../../../runtime/gateway/customerEmailSchema';
import { gatewayRoute } from '../../../../../runtime/gateway/gatewayRoute';
import { readOutbox } from '../../../../../runtime/gateway/readOutbox';
import { serverEnv } from '../../../../../runtime/platform/env.server';
import { errorResponse } from '../../../../../runtime/platform/http/errorResponse';

/** The embedded mailer's latest messages to an email, for developers and e2e tests; only when APP_ENV=dev. */
export function GET(request: Request): Promise<Response> {
  return gatewayRoute(async () => {
    if (serverEnv().APP_ENV !== 'dev') return errorResponse(404, { message: 'Not found' });
    const email = customerEmailSchema.safeParse(new URL(request.url).searchParams.get('email') ?? '');
    if (!email.success) return errorResponse(400, { message: 'Give ?email=<address>' });
    const messages = await readOutbox((await appGateway()).db, email.data);
    return Response.json({ messages }, { headers: { 'cache-control': 'no-store' } });
  });
}
