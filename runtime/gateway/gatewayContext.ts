import type { Database } from '@/runtime/platform/db/database';
import type { AdNetworkSettings } from './conversions/adNetworkSettings';
import type { Mailer } from './leads/mailer';
import type { PaymentProvider } from './payments/createPaymentProvider';

/** What the gateway works with; routes get the app's (appGateway), tests build their own. */
export type GatewayContext = {
  db: Database;
  provider: PaymentProvider;
  mailer: Mailer;
  /** The webhook key pair the provider signs its webhooks with. */
  webhookKeys: { publicKey: string; secretKey: string };
  /** The key purchase proofs are signed with (purchaseProof.ts). */
  proofKey: string;
  /** The key measurement passes are signed with (measurementPass.ts, docs/decisions/0041). */
  passKey: string;
  /**
   * Email links (docs/decisions/0021): the key their tokens are signed with, and where the links lead (unset: the
   * request's own origin, as on a laptop).
   */
  emailLinks: { secret: string; baseUrl?: string };
  /** The ad networks' server APIs that are on: a paid sale is queued for each (enqueueConversions). */
  adNetworks: AdNetworkSettings;
  /** The clock, so expiries can be tested. */
  now: () => Date;
  /**
   * The time zone whose days the report counts by (REPORT_TIME_ZONE): the day a followed visit is filed under as it
   * begins, and a count without consent as it arrives (docs/decisions/0038).
   */
  reportTimeZone: string;
  /**
   * Whether a request's cookies are one of the team testing (a tester token that opens the team's pages): their leads
   * and orders are kept out of the report's figures. A visitor's own tester token (any UUID) is not enough, so nobody
   * outside can take their sales out of the report.
   */
  isTeamTester: (cookieHeader: string | null) => boolean;
};
