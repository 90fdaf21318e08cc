import { apiClient } from '@/runtime/platform/http/apiClients';
import type { ConfirmLeadAnswer, ConfirmLeadRequest } from '@/schemas/gateway/confirmLeadRequest';
import type { EmailOfferAnswer } from '@/schemas/gateway/emailOfferAnswer';
import type {
  EmailLinkCheckAnswer,
  EmailLinkCheckRequest,
  EmailOrderRequest,
  EmailResignOrderRequest,
} from '@/schemas/gateway/emailOrderRequest';
import type { PaymentIntentAnswer } from '@/schemas/gateway/paymentIntentAnswer';
import type { ResignIntentAnswer } from '@/schemas/gateway/resignIntentAnswer';

/**
 * The gateway's calls of the pages linked from email (docs/decisions/0021), apart from checkoutApi so funnel pages
 * carry none of them. Bodies and answers are the types of the schemas the gateway parses with (schemas/gateway).
 */
export const emailLinksApi = {
  /** What a page linked from email sells (`/email/<page>`), in the currencies it sells in. */
  readEmailOffer: (page: string) =>
    apiClient('gateway').get<EmailOfferAnswer>(`/email-offers/${encodeURIComponent(page.replace(/^\/email\//, ''))}`),
  /** Whether a report page's signed link is good, and the email it names. */
  verifyEmailLink: (request: EmailLinkCheckRequest) =>
    apiClient('gateway').post<EmailLinkCheckAnswer>('/email-links/verify', request),
  /** A report page's report by card, for the link's email or the one typed; idempotent by key. */
  createEmailOrder: (request: EmailOrderRequest) =>
    apiClient('gateway').post<PaymentIntentAnswer>('/email-orders', request),
  /** A report page's report in one click, with the saved card of the link's email; idempotent by key. */
  createEmailResignOrder: (request: EmailResignOrderRequest) =>
    apiClient('gateway').post<ResignIntentAnswer>('/email-orders/resign', request),
  /** The double opt-in link followed: confirmed once, refused after. */
  confirmLead: (request: ConfirmLeadRequest) => apiClient('gateway').post<ConfirmLeadAnswer>('/leads/confirm', request),
};
