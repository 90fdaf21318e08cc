import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { AD_NETWORKS, CONVERSION_SEND_STATUSES } from '@/schemas/enums/adNetworks';
import { CURRENCIES } from '@/schemas/enums/currencies';
import { MEASURED_MOMENTS, POPULATIONS } from '@/schemas/enums/measuredMoments';
import { MEASUREMENT_REFUSALS } from '@/schemas/enums/measurementRefusals';
import { ORDER_STATUSES } from '@/schemas/enums/orderStatuses';
import { PAYMENT_METHODS } from '@/schemas/enums/paymentMethods';
import { TRAFFIC_MEDIUMS } from '@/schemas/enums/trafficMediums';
import { TRAFFIC_SOURCES } from '@/schemas/enums/trafficSources';
import { TRANSACTION_STATUSES } from '@/schemas/enums/transactionStatuses';
import { TRANSACTION_OPERATIONS } from '@/schemas/payments/moneyOperations';
import { SUBSCRIPTION_STATUSES } from '@/schemas/payments/providerProtocol';
import { SALE_KINDS } from '@/schemas/payments/saleKinds';

/**
 * Every published version of a funnel or flow document that passed validation, so a restart or a new
 * instance can serve without the builder, and a visitor can stay on the version they started with.
 */
export const definitionVersions = pgTable(
  'definition_versions',
  {
    kind: text('kind', { enum: ['funnel', 'flow'] }).notNull(),
    key: text('key').notNull(),
    version: integer('version').notNull(),
    document: jsonb('document').notNull(),
    storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key, t.version] })],
);

/**
 * What each funnel slug and flow id serves now: a pointer to a stored version. Publishing an older
 * version again moves the pointer back (a rollback); deleting removes the row, and the funnel 404s.
 */
export const publishedDefinitions = pgTable(
  'published_definitions',
  {
    kind: text('kind', { enum: ['funnel', 'flow'] }).notNull(),
    key: text('key').notNull(),
    version: integer('version').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);

/**
 * Every builder change event received, by its id, so a replay is refused, with what became of it.
 */
export const builderEvents = pgTable('builder_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  key: text('key').notNull(),
  version: integer('version'),
  outcome: text('outcome', { enum: ['applied', 'rejected'] }).notNull(),
  detail: jsonb('detail'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A customer, by email (trimmed, lower-cased): what they told the funnel and where they came from. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name'),
  /** The birth date answer as the funnel collected it (year, month 0-11, day, time if asked). */
  birthDate: jsonb('birth_date'),
  /** The funnel answers of the latest order. */
  answers: jsonb('answers'),
  /** The attribution tags of the first order (first touch). */
  attribution: jsonb('attribution'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One payment attempt: what is sold, for how much (integer minor units, from the stored funnel definition), and where
 * its payment stands (docs/states.md#order-and-transaction-statuses, moved only by the transition tables).
 */
export const orders = pgTable(
  'orders',
  {
    /** `ord_<uuid>`, the provider's order_id: a new one per attempt (the provider refuses a reused one, 5.06). */
    id: text('id').primaryKey(),
    /** The browser's key for one attempt: a repeated create answers with this order instead of making another. */
    idempotencyKey: uuid('idempotency_key').notNull().unique(),
    /**
     * The customer the order stands under, once paid (docs/decisions/0037): null while it is unpaid, since anyone may
     * name any email in an order. A saved card's order stands under its paid order's customer from the start.
     */
    userId: uuid('user_id').references(() => users.id),
    /** The email the order was placed with: the provider's customer email, and the customer's once the order is paid. */
    email: text('email').notNull(),
    /**
     * What the order was placed with of its customer (name, birth date, the funnel's answers: CustomerDetails): they
     * fill what is not yet known of the customer once the order is paid.
     */
    customerDetails: jsonb('customer_details'),
    funnelSlug: text('funnel_slug').notNull(),
    funnelVersion: integer('funnel_version').notNull(),
    productKind: text('product_kind', { enum: ['plan', 'upsell'] }).notNull(),
    /** What the order sells, as the report counts money (SALE_KINDS): decided when the order is made. */
    sale: text('sale', { enum: SALE_KINDS }).notNull(),
    /**
     * Made by one of the team testing (a listed tester token, isTeamTester), or renewing or upselling such an order:
     * kept, charged and answered as any, and out of the report's figures (docs/decisions/0040).
     */
    tester: boolean('tester').notNull().default(false),
    productId: text('product_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    /** The provider's status of the order; null until the provider first reports. */
    transactionStatus: text('transaction_status', { enum: TRANSACTION_STATUSES }),
    declineCode: text('decline_code'),
    /** When the provider last changed the order, as it said: older reports never overwrite newer ones. */
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }),
    subscriptionId: text('subscription_id'),
    /**
     * What each renewal of the subscription the order begins charges, in its currency (the product's recurring price
     * it registered, less a lasting discount: docs/decisions/0023); a renewal order keeps its first order's. Null on a
     * one-time sale, and on orders kept before it was (their renewals are held to the product's price: recordRenewalOrder).
     */
    renewalAmount: integer('renewal_amount'),
    /** The saved card's recurring token, for one-click (resign) upsells after this order. */
    cardToken: text('card_token'),
    /**
     * How it was paid (docs/limits.md#payment-methods-and-placements), from the provider's reports; a charge of a saved
     * card (one click, a renewal) is paid as the order that saved it was. Null before a payment was tried.
     */
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    /** A one-click upsell's order: the paid order whose card it charges again (each upsell once per parent). */
    parentOrderId: text('parent_order_id').references((): AnyPgColumn => orders.id),
    /** The attribution tags the order was placed with (docs/validation.md#tag-precedence of query and cookie). */
    attribution: jsonb('attribution'),
    /** The experiment the funnel ran for this visitor, and the variant they were in: null outside one. */
    experimentId: text('experiment_id'),
    variantId: text('variant_id'),
    /** The visitor's first-party id (VISITOR_COOKIE) when the request carried one: who, across visits, this was. */
    visitorId: uuid('visitor_id'),
    /** The visit (the tab's visit id, as leads keep it) the order was placed in; a renewal keeps its first order's. */
    visitId: uuid('visit_id'),
    /** The traffic source and campaign of its attribution (trafficSourceOf, campaignOf), as the report groups by. */
    source: text('source', { enum: TRAFFIC_SOURCES }).notNull().default(''),
    campaign: text('campaign').notNull().default(''),
    /** The ad of its attribution (adOf), as the report's returns group by: '' when it named none. */
    ad: text('ad').notNull().default(''),
    /** How it came, beside its source (trafficMediumOf). */
    medium: text('medium', { enum: TRAFFIC_MEDIUMS }).notNull().default(''),
    /**
     * The followed visit it was made in (docs/decisions/0031), as the report counts it: the day that visit began and
     * its traffic source and campaign; null while its visit is not one followed with consent. Set by markFollowedVisit.
     */
    visitDay: date('visit_day', { mode: 'string' }),
    visitSource: text('visit_source', { enum: TRAFFIC_SOURCES }),
    visitCampaign: text('visit_campaign'),
    visitAd: text('visit_ad'),
    /** The experiment and variant its followed visit began in ('' outside one), as the report counts it by variant. */
    visitExperimentId: text('visit_experiment_id'),
    visitVariantId: text('visit_variant_id'),
    /**
     * Whether the visitor's consent allowed targeting when they ordered (the browser's choice, else their region's
     * rule): the ad networks' server APIs hear of its sale only then. A renewal keeps its first order's.
     */
    targetingConsent: boolean('targeting_consent').notNull().default(false),
    /** The browser that ordered, and the page it ordered on, as the ad networks' server APIs match a sale to a click. */
    clientAddress: text('client_address'),
    userAgent: text('user_agent'),
    pageUrl: text('page_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_id_idx').on(t.userId),
    index('orders_followed_idx').on(t.funnelSlug, t.visitDay),
    index('orders_funnel_idx').on(t.funnelSlug, t.createdAt),
    index('orders_visit_id_idx').on(t.visitId),
    index('orders_experiment_idx').on(t.experimentId, t.variantId),
    index('orders_subscription_id_idx').on(t.subscriptionId),
    index('orders_parent_order_id_idx').on(t.parentOrderId, t.productId),
  ],
);

/**
 * Every provider transaction reported on an order (pay, auth, settle, void, refund, recurring, resign), every
 * chargeback and every dispute won: the money of the report is the successful ones of MONEY_IN_OPERATIONS less
 * MONEY_OUT_OPERATIONS plus MONEY_RECOVERED_OPERATIONS, which never leaves an order below nothing (decideMoneyMove).
 */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    providerTransactionId: text('provider_transaction_id').notNull(),
    operation: text('operation', { enum: TRANSACTION_OPERATIONS }).notNull(),
    status: text('status').notNull(),
    /**
     * What it moved, in minor units (positive: the operation says which way). Rows from before it was kept took their
     * order's amount where that is what moved (a charge, the refund of an order refunded whole); null on the others.
     * Refunds of an order refunded in parts before then count once what the order had left, on the first of them; the
     * others are null (migration 0018): their own amounts were never kept.
     */
    amount: integer('amount'),
    currency: text('currency', { enum: CURRENCIES }),
    /** How it was paid: its order's payment method when it was recorded (null when not known). */
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    /** The provider's time of the report the transaction came with. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('transactions_order_id_idx').on(t.orderId), index('transactions_occurred_at_idx').on(t.occurredAt)],
);

/** Subscriptions as the provider keeps them (trial, then recurring billing), from its webhooks and our cancels. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    /** The provider's subscription id. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The order that started it, once both are known (webhooks may come in either order). */
    orderId: text('order_id').references(() => orders.id),
    /** The provider's product id: `<funnel slug>:<plan or upsell id>`. */
    product: text('product').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    nextChargeAt: timestamp('next_charge_at', { withTimezone: true }),
    /** When it was cancelled: from then on nothing more is charged (it may stay active until accessEndsAt). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When access ends once cancelled: the paid period's end, or the cancel itself when immediate. */
    accessEndsAt: timestamp('access_ends_at', { withTimezone: true }),
    /** The provider's cancel code (8.01 to 8.15): ours sends 8.14, its own cancels say theirs. */
    cancelReason: text('cancel_reason'),
    /** Why the customer said they cancel, when they cancelled here (the provider keeps no such field). */
    customerReason: text('customer_reason'),
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_id_idx').on(t.userId)],
);

/** One-time upsells bought: a row once the upsell's order is paid. */
export const purchases = pgTable('purchases', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  orderId: text('order_id')
    .notNull()
    .unique()
    .references(() => orders.id),
  upsellId: text('upsell_id').notNull(),
  purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every payment webhook applied (or found stale), by the provider's event id, so a redelivery changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  /** The event's identity: a digest of its signed body (receivePaymentWebhook), never an unsigned header. */
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A subscription-cancel verification: a code sent by email (kept hashed), then, once the code is
 * right, a short-lived token (kept hashed) that allows cancelling that email's subscriptions.
 */
export const cancelVerifications = pgTable(
  'cancel_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    tokenHash: text('token_hash').unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cancel_verifications_email_idx').on(t.email, t.createdAt)],
);

/**
 * Rate-limit counters every instance shares (runtime/gateway/rateLimit.ts): one row per rule and subject
 * (hashed), counting the hits of a fixed window that opens at the first hit after the last one closed.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** `<rule>:<sha-256 of the subject>` (an email or a client address), so none is kept in clear. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_window_ends_at_idx').on(t.windowEndsAt)],
);

/**
 * An email given in a funnel, sent at once by the email step, so free funnels and visitors who leave before
 * paying are kept. One row per visit of a funnel (a tab's visit id is shared by the funnels it opens, as visits'
 * rows are): a second send of the same visit and funnel updates it; another funnel's email is a lead of its own.
 */
export const leads = pgTable(
  'leads',
  {
    visitId: uuid('visit_id').notNull(),
    email: text('email').notNull(),
    /** The answer to the email step's consent question (`answers.<key>Consent`); null when it was not asked. */
    consent: boolean('consent'),
    funnelSlug: text('funnel_slug').notNull(),
    funnelVersion: integer('funnel_version').notNull(),
    attribution: jsonb('attribution').notNull(),
    /** The visitor's language, for the double opt-in mail. */
    locale: text('locale'),
    /** The email the double opt-in mail went to (a resend with another email sends another). */
    confirmationSentTo: text('confirmation_sent_to'),
    /** When the double opt-in link was followed: once only, a second use is told it was used. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The experiment the funnel ran for this visitor, and the variant they were in: null outside one. */
    experimentId: text('experiment_id'),
    variantId: text('variant_id'),
    /** The visitor's first-party id (VISITOR_COOKIE) when the request carried one: who, across visits, this was. */
    visitorId: uuid('visitor_id'),
    /** The traffic source and campaign of its attribution (trafficSourceOf, campaignOf), as the report groups by. */
    source: text('source', { enum: TRAFFIC_SOURCES }).notNull().default(''),
    campaign: text('campaign').notNull().default(''),
    /** How it came, beside its source (trafficMediumOf). */
    medium: text('medium', { enum: TRAFFIC_MEDIUMS }).notNull().default(''),
    /**
     * The followed visit it was made in (docs/decisions/0031), as the report counts it: the day that visit began and
     * its traffic source and campaign; null while its visit is not one followed with consent. Set by markFollowedVisit.
     */
    visitDay: date('visit_day', { mode: 'string' }),
    visitSource: text('visit_source', { enum: TRAFFIC_SOURCES }),
    visitCampaign: text('visit_campaign'),
    /** The experiment and variant its followed visit began in ('' outside one), as the report counts it by variant. */
    visitExperimentId: text('visit_experiment_id'),
    visitVariantId: text('visit_variant_id'),
    /** Given by one of the team testing (isTeamTester): out of the report's figures (docs/decisions/0040). */
    tester: boolean('tester').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.visitId, t.funnelSlug] }),
    index('leads_email_idx').on(t.email),
    index('leads_funnel_idx').on(t.funnelSlug, t.createdAt),
    index('leads_followed_idx').on(t.funnelSlug, t.visitDay),
  ],
);

/**
 * Product-analytics events stored by the app's own gateway when no analytics service is configured (the embedded
 * default), so a developer replaying fixtures sees them and `funnel report` counts them. The event id makes a
 * resent batch harmless.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    eventId: uuid('event_id').primaryKey(),
    visitId: uuid('visit_id').notNull(),
    funnelSlug: text('funnel_slug').notNull(),
    stepId: text('step_id'),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    properties: jsonb('properties').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_funnel_idx').on(t.funnelSlug, t.occurredAt)],
);

/**
 * A visitor shown a variant of an experiment, once per visitor and experiment (the first variant shown): the
 * visitors each variant's rates are counted over. It is the experiment's own bookkeeping under a random first-party
 * id, kept apart from product analytics (which waits for consent), so every variant is counted over all its visitors.
 */
export const experimentExposures = pgTable(
  'experiment_exposures',
  {
    experimentId: text('experiment_id').notNull(),
    visitorId: uuid('visitor_id').notNull(),
    variantId: text('variant_id').notNull(),
    funnelSlug: text('funnel_slug').notNull(),
    exposedAt: timestamp('exposed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.experimentId, t.visitorId] }),
    index('experiment_exposures_variant_idx').on(t.experimentId, t.variantId),
  ],
);

/**
 * A visit followed with the visitor's consent to measurement (docs/decisions/0031), from the moment it began: the
 * population the report's rates are shares of. Its traffic source, campaign and variant are the ones it began with;
 * its last step is where it was last seen (where it left, unless it goes on). Kept after its moments are gone, so
 * leads and orders are joined to it by the visit id they carry.
 */
export const visits = pgTable(
  'visits',
  {
    /** The tab's visit id: a tab that goes through two funnels is a visit of each. */
    visitId: uuid('visit_id').notNull(),
    funnelSlug: text('funnel_slug').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /**
     * The day it began in the report's time zone (REPORT_TIME_ZONE) as it was when it began: the day the report counts
     * it and its steps under.
     */
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source', { enum: TRAFFIC_SOURCES }).notNull(),
    campaign: text('campaign').notNull(),
    /** The ad it came from (adOf); '' when its address named none. */
    ad: text('ad').notNull().default(''),
    /** How it came, beside its source (trafficMediumOf); '' for a visit of a browser that did not say. */
    medium: text('medium', { enum: TRAFFIC_MEDIUMS }).notNull().default(''),
    /** The experiment and variant it was in; '' outside one. */
    experimentId: text('experiment_id').notNull(),
    variantId: text('variant_id').notNull(),
    lastStepId: text('last_step_id').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.visitId, t.funnelSlug] }), index('visits_funnel_day_idx').on(t.funnelSlug, t.day)],
);

/**
 * The moments of followed visits, once per visit, step and moment: what makes a resent or repeated moment count once.
 * Raw events: kept EVENT_RETENTION_DAYS.
 */
export const visitMoments = pgTable(
  'visit_moments',
  {
    visitId: uuid('visit_id').notNull(),
    funnelSlug: text('funnel_slug').notNull(),
    stepId: text('step_id').notNull(),
    moment: text('moment', { enum: MEASURED_MOMENTS }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.visitId, t.funnelSlug, t.stepId, t.moment] }),
    index('visit_moments_at_idx').on(t.at),
  ],
);

/**
 * The batches of a followed visit's moments the gateway has taken (recordVisitMoments), by the batch's id, per visit
 * and funnel it held: the page keeps a batch until it hears it was taken, so the same batch may come again (a page
 * left as it was sent, another tab restoring it); taken once, a copy counts nothing. Deleted with the raw events.
 */
export const receivedBatches = pgTable(
  'received_batches',
  {
    batchId: uuid('batch_id').notNull(),
    visitId: uuid('visit_id').notNull(),
    funnelSlug: text('funnel_slug').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.visitId, t.funnelSlug] }),
    index('received_batches_received_at_idx').on(t.receivedAt),
  ],
);

/**
 * The moments counted without consent per page (countStepMoments), by the random id of the page's counts pass
 * (docs/decisions/0041): each moment of a page counts once, however often its request is sent again. The id ties a
 * page's counts together and to nothing else (no visit, no visitor, no address). Deleted with the raw events.
 */
export const countedPageMoments = pgTable(
  'counted_page_moments',
  {
    pageId: uuid('page_id').notNull(),
    funnelSlug: text('funnel_slug').notNull(),
    stepId: text('step_id').notNull(),
    moment: text('moment', { enum: MEASURED_MOMENTS }).notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.funnelSlug, t.stepId, t.moment] }),
    index('counted_page_moments_counted_at_idx').on(t.countedAt),
  ],
);

/**
 * What the gateway was told and did not count, per day (the report's time zone), funnel and reason
 * (MEASUREMENT_REFUSALS): moments a page lost after its last try, moments over a client's limit, of steps no flow has,
 * or of a visit past its window, exposures naming a variant their visitor is not in. The report says how many, so no
 * figure leaves something out in silence.
 */
export const measurementRefusals = pgTable(
  'measurement_refusals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    funnelSlug: text('funnel_slug').notNull(),
    reason: text('reason', { enum: MEASUREMENT_REFUSALS }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.funnelSlug, t.day, t.reason] })],
);

/**
 * The report's counts, kept as moments arrive (a roll-up: the report reads days, not events): per day, funnel,
 * population, step, moment, traffic source, campaign and variant. A followed visit's moments count under the day and
 * dimensions it began with; a moment counted without consent under the day it arrived (days of the report's time zone,
 * REPORT_TIME_ZONE, as it was then).
 */
export const stepCounts = pgTable(
  'step_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    funnelSlug: text('funnel_slug').notNull(),
    population: text('population', { enum: POPULATIONS }).notNull(),
    stepId: text('step_id').notNull(),
    moment: text('moment', { enum: MEASURED_MOMENTS }).notNull(),
    source: text('source', { enum: TRAFFIC_SOURCES }).notNull(),
    campaign: text('campaign').notNull(),
    experimentId: text('experiment_id').notNull(),
    variantId: text('variant_id').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [
        t.funnelSlug,
        t.day,
        t.population,
        t.stepId,
        t.moment,
        t.source,
        t.campaign,
        t.experimentId,
        t.variantId,
      ],
    }),
  ],
);

/**
 * The followed visits begun, per day, funnel, traffic source, campaign, ad and variant (a roll-up kept as each visit
 * begins, beside the daily counts): what the returns count an origin's, an ad's and a variant's visits from
 * (docs/decisions/0042). The ad is kept here only, not in every count of every step: the returns need only the starts.
 */
export const followedStarts = pgTable(
  'followed_starts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    funnelSlug: text('funnel_slug').notNull(),
    source: text('source', { enum: TRAFFIC_SOURCES }).notNull(),
    campaign: text('campaign').notNull(),
    /** The ad the visit came from (adOf); '' for none. */
    ad: text('ad').notNull(),
    experimentId: text('experiment_id').notNull(),
    variantId: text('variant_id').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.funnelSlug, t.day, t.source, t.campaign, t.ad, t.experimentId, t.variantId],
    }),
  ],
);

/**
 * The server's sends of paid sales to the ad networks (docs/decisions/0035): one row per order, network and pixel id,
 * written in the transaction that first saw the order paid, so none is lost and none made twice. The event is built
 * then (the network's own body); a sender claims due rows for a while (`leasedUntil`), so two instances never send
 * the same row at once and a killed instance's rows are taken again when its lease runs out.
 */
export const conversionSends = pgTable(
  'conversion_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    network: text('network', { enum: AD_NETWORKS }).notNull(),
    pixelId: text('pixel_id').notNull(),
    /** The browser Purchase's event id, by which the network counts the two once. */
    eventId: text('event_id').notNull(),
    /** The event as the network's API takes it (facebookConversion, tikTokConversion). */
    event: jsonb('event').notNull(),
    /** The network's test tool code the visit arrived with (fb_test_event_code, tt_test_event_code): null for none. */
    testEventCode: text('test_event_code'),
    status: text('status', { enum: CONVERSION_SEND_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    /** What the network or the connection said to the last failed try. */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversion_sends_once_idx').on(t.orderId, t.network, t.pixelId),
    index('conversion_sends_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/**
 * What the marketer spent on ads, per funnel, day, and origin: traffic source, campaign, ad set and ad (empty where the
 * network's file has none), in minor units of the currency it was spent in. Imported from the networks' files
 * (importSpend): a file replaces the rows of each day and source it holds, so importing it again changes nothing and
 * a corrected one replaces what it corrects.
 */
export const adSpend = pgTable(
  'ad_spend',
  {
    funnelSlug: text('funnel_slug').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source', { enum: TRAFFIC_SOURCES }).notNull(),
    campaign: text('campaign').notNull(),
    adset: text('adset').notNull(),
    ad: text('ad').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.funnelSlug, t.day, t.source, t.campaign, t.adset, t.ad] })],
);
