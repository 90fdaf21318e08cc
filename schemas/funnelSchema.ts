import { z } from 'zod';
import { contractSchema } from './contractSchema';
import { CURRENCIES } from './enums/currencies';
import { STATUSES } from './enums/statuses';
import { THEMES } from './enums/themes';
import { localizedTextSchema } from './localizedTextSchema';
import { moneySchema } from './moneySchema';
import { PATTERNS } from './patterns';
import { versionSchema } from './storedInteger';
import { UPSELL_PRODUCT_IDS } from './upsellCatalogue';

/** docs/payment-provider.md#subscriptions: the provider cancels at the end of the billing period, or at once. */
export const CANCELLATION_MODES = ['periodEnd', 'immediately'] as const;

export const FUNNEL_SCHEMA_ID = 'https://schemas.funnel-runtime.dev/funnel.schema.json';

const idSchema = z.string().regex(new RegExp(PATTERNS.id.pattern));
const slugSchema = z.string().regex(new RegExp(PATTERNS.slug.pattern));
const localeSchema = z.string().regex(new RegExp(PATTERNS.locale.pattern));

const pixelIdsSchema = z
  .array(
    z
      .strictObject({
        id: z.string().min(1).meta({ description: "The pixel id in the ad platform's account" }),
        condition: z
          .string()
          .min(1)
          .optional()
          .meta({ description: "Fire this pixel only when the funnel's condition equals this value" }),
      })
      .meta({ description: 'A pixel id, optionally conditional' }),
  )
  .meta({ description: 'Pixel ids for one ad platform' });

const planSchema = z
  .strictObject({
    id: idSchema.meta({ description: 'Unique id of the plan in the funnel; steps offer plans by id' }),
    name: localizedTextSchema.meta({ description: 'The plan name the visitor reads, e.g. "1-week trial"' }),
    period: z
      .strictObject({
        unit: z.enum(['day', 'week', 'month', 'year']).meta({ description: 'The unit of the billing period' }),
        count: z.int().min(1).meta({ description: 'How many units one billing period lasts' }),
      })
      .meta({ description: 'How often the subscription renews' }),
    price: moneySchema.meta({ description: 'The recurring price per period, in each of the funnel currencies' }),
    trial: z
      .strictObject({
        days: z.int().min(1).meta({ description: 'How many days the trial lasts' }),
        price: moneySchema.meta({ description: 'What the trial costs, in each of the funnel currencies' }),
      })
      .optional()
      .meta({ description: 'A paid or free trial before the first full period' }),
    popular: z.boolean().optional().meta({ description: 'Marked as the most popular choice' }),
  })
  .meta({ description: 'A subscription plan sold by the funnel' });

/** Whether an experiment still splits its visitors, or sends every one of them to its winner. */
export const EXPERIMENT_STATUSES = ['running', 'stopped'] as const;
/** A variant's weight is a share of visitors relative to the others' (50 and 50, or 1 and 3); whole numbers. */
export const MAX_VARIANT_WEIGHT = 10_000;

const productsSchema = z
  .strictObject({
    plans: z.array(planSchema).optional().meta({ description: 'Subscription plans' }),
    upsells: z
      .array(z.enum(UPSELL_PRODUCT_IDS))
      .optional()
      .meta({ description: 'One-time upsell products from the catalogue', uniqueItems: true }),
    cancellation: z.enum(CANCELLATION_MODES).optional().meta({
      description:
        'How a subscription bought here is cancelled: periodEnd (the default: access kept until the paid period ends, nothing more charged) or immediately (access ends at once, where the provider allows)',
    }),
  })
  .meta({ description: 'What the funnel sells' });

const flowReferenceSchema = z
  .strictObject({
    id: idSchema.meta({ description: 'Id of the flow the funnel runs' }),
    version: z
      .int()
      .min(1)
      .optional()
      .meta({ description: 'Pin a flow version; absent means the latest published version' }),
  })
  .meta({ description: 'The flow the funnel runs' });

const variantSchema = z
  .strictObject({
    id: idSchema.meta({
      description: 'Unique id of the variant in the experiment; it becomes the funnel condition for its visitors',
    }),
    weight: z.int().min(0).max(MAX_VARIANT_WEIGHT).meta({
      description:
        'Its share of new visitors, relative to the other variants (0: no new visitor; those already in it stay)',
    }),
    flow: flowReferenceSchema
      .optional()
      .meta({ description: "The flow this variant's visitors run; absent: the funnel's own" }),
    products: productsSchema
      .optional()
      .meta({ description: "What this variant sells instead of the funnel's products; absent: the funnel's own" }),
  })
  .meta({ description: 'One arm of the experiment' });

const experimentSchema = z
  .strictObject({
    id: idSchema.meta({
      description:
        'Unique id of the experiment: with the visitor id it decides the variant, so keep it while the test runs',
    }),
    status: z.enum(EXPERIMENT_STATUSES).meta({
      description:
        'running: new visitors are split by weight, each keeps their variant; stopped: everyone gets the winner',
    }),
    winner: idSchema.optional().meta({ description: 'The variant every visitor gets once the experiment is stopped' }),
    variants: z
      .array(variantSchema)
      .min(2)
      .meta({ description: 'The variants, the first being the one a visitor sees before being assigned' }),
  })
  .meta({ description: 'A split test between variants of the funnel: other flows, or other products' });

export const funnelSchema = z
  .strictObject({
    $schema: z.string().optional().meta({ description: 'The JSON Schema this document follows, for editors' }),
    contract: contractSchema,
    id: idSchema.meta({ description: 'Unique id of the funnel in the builder' }),
    slug: slugSchema.meta({ description: 'The URL path the funnel is served at: /<slug>' }),
    aliases: z
      .array(slugSchema)
      .optional()
      .meta({ description: 'Other URL paths that serve the same funnel', uniqueItems: true }),
    version: versionSchema.meta({ description: 'Version number, raised by every publish' }),
    status: z.enum(STATUSES).meta({ description: 'active funnels are served; not_active ones only in draft preview' }),
    name: z.string().min(1).meta({ description: 'Internal name, shown to marketers' }),
    theme: z.enum(THEMES).meta({ description: 'The theme of the funnel (docs/product.md#funnel-themes)' }),
    locales: z
      .array(localeSchema)
      .min(1)
      .meta({ description: 'Languages the funnel is offered in; the first is the default', uniqueItems: true }),
    flow: flowReferenceSchema,
    condition: z.string().min(1).optional().meta({
      description:
        'The funnel condition (an experiment variant or segment) that conditional pixel ids and branches match',
    }),
    flags: z
      .strictObject({
        noPrice: z.boolean().optional().meta({ description: 'The funnel sells nothing: no plans, no checkout' }),
        minimalAnalytics: z.boolean().optional().meta({ description: 'Send only the essential analytics events' }),
        noSessionAnalytics: z
          .boolean()
          .optional()
          .meta({ description: 'Do not load the session-recording (heatmap) tool' }),
      })
      .optional()
      .meta({ description: 'Funnel flags (docs/limits.md#funnel-flags)' }),
    currencies: z
      .array(z.enum(CURRENCIES))
      .min(1)
      .optional()
      .meta({ description: 'Currencies the funnel sells in; the first is the default', uniqueItems: true }),
    pixels: z
      .strictObject({
        facebook: pixelIdsSchema.optional(),
        tikTok: pixelIdsSchema.optional(),
        bingAds: pixelIdsSchema.optional(),
      })
      .optional()
      .meta({ description: 'Ad pixel ids per platform' }),
    products: productsSchema.optional(),
    experiment: experimentSchema.optional(),
    analytics: z
      .strictObject({
        name: z.string().min(1).optional().meta({ description: 'The funnel name sent to analytics services' }),
        locale: localeSchema.optional().meta({ description: 'The locale sent to analytics services' }),
      })
      .optional()
      .meta({ description: 'Per-funnel settings handed to the analytics services at startup' }),
  })
  .meta({
    title: 'Funnel',
    description: 'A funnel: what a visitor lands on, which flow it runs, what it sells and how it is tracked',
  });

export type Funnel = z.infer<typeof funnelSchema>;
export type CancellationMode = (typeof CANCELLATION_MODES)[number];
export type Plan = NonNullable<NonNullable<Funnel['products']>['plans']>[number];
export type Experiment = NonNullable<Funnel['experiment']>;
export type Variant = Experiment['variants'][number];
