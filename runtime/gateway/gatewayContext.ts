import type { Database } from '../platform/db/database';
import type { AdNetworkSettings } from './conversions/adNetworkSettings';
import type { PaymentProvider } from './createPaymentProvider';
import type { Mailer } from './mailer';

/** What the gateway works with; routes get the app's (appGateway), tests build their own. */
export type GatewayContext = {
  db: Database;
  provider: PaymentProvider;
  mailer: Mailer;
  /** The webhook key pair the provider signs its webhooks with. */
  webhookKeys: { publicKey: string; secretKey: string };
  /** The key purchase proofs are signed with (purchaseProof.ts). */
  proofKey: string;
  /**
   * Email links (docs/decisions/0021): the key their tokens are signed with, and where the links lead (unset: the
   * request's own origin, as on a laptop).
   */
  emailLinks: { secret: string; baseUrl?: string };
  /** The ad networks' server APIs that are on: a paid sale is queued for each (enqueueConversions). */
  adNetworks: AdNetworkSettings;
  /** The clock, so expiries can be tested. */
  now: () => Date;
};
