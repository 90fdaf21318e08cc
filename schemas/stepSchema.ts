import { z } from 'zod';
import { conditionSchema } from './conditionSchema';
import { ctaTargetSchema } from './ctaTargetSchema';
import { EVENT_KINDS } from './enums/eventKinds';
import { MARKETING_EVENTS } from './enums/marketingEvents';
import { PAGE_SECTIONS } from './enums/pageSections';
import { localizedTextSchema } from './localizedTextSchema';
import { PATTERNS } from './patterns';
import { STEP_KIND_NAMES } from './stepKinds';
import { UPSELL_PRODUCT_IDS } from './upsellCatalogue';

const idSchema = z.string().regex(new RegExp(PATTERNS.id.pattern));

const imageSchema = z
  .strictObject({
    src: z
      .string()
      .regex(new RegExp(PATTERNS.imageSrc.pattern))
      .meta({ description: 'Image address: a path on this site or an https:// URL' }),
    alt: localizedTextSchema.meta({ description: 'What the image shows, read aloud to visitors who cannot see it' }),
  })
  .meta({ description: 'An image with its alternative text' });

const optionSchema = z
  .strictObject({
    value: z.string().min(1).meta({
      description: 'The value stored as the answer when this option is chosen; conditions compare against it',
    }),
    label: localizedTextSchema.meta({ description: 'What the visitor reads on the option' }),
    image: imageSchema.optional().meta({ description: 'A picture for image-choice questions' }),
    emoji: z.string().max(8).optional().meta({ description: 'A small symbol shown before the label' }),
  })
  .meta({ description: 'One choice of a question' });

export const stepContentSchema = z
  .strictObject({
    title: localizedTextSchema.optional().meta({ description: 'The heading of the screen' }),
    subtitle: localizedTextSchema.optional().meta({ description: 'A line under the heading' }),
    text: localizedTextSchema.optional().meta({ description: 'Body text of the screen' }),
    cta: localizedTextSchema.optional().meta({ description: 'The label of the button that goes on' }),
    note: localizedTextSchema.optional().meta({ description: 'Small print under the button' }),
    image: imageSchema.optional().meta({ description: 'The main picture of the screen' }),
    options: z
      .array(optionSchema)
      .min(2)
      .optional()
      .meta({ description: 'The choices of a question (single, multiple, image choice, gender)' }),
    items: z
      .array(localizedTextSchema)
      .optional()
      .meta({ description: 'A list of short lines: benefits, loading stages, what a report holds' }),
    askTime: z.boolean().optional().meta({
      description:
        'Birth date steps: also ask the time of birth (hour, minutes, AM/PM); the visitor may say they do not know it',
    }),
    natalWheel: z.boolean().optional().meta({
      description:
        "Draw the visitor's natal chart wheel on this screen (their birth date must be asked before; with a birth time and place the wheel has houses)",
    }),
    durationSeconds: z
      .number()
      .positive()
      .max(30)
      .optional()
      .meta({ description: 'Loading steps: how long the animated progress runs, in seconds' }),
    plans: z
      .array(idSchema)
      .min(1)
      .optional()
      .meta({ description: "Ids of the funnel's plans offered on this screen, in display order" }),
    defaultPlan: idSchema.optional().meta({ description: 'The plan selected when the screen opens' }),
    upsells: z
      .array(z.enum(UPSELL_PRODUCT_IDS))
      .min(1)
      .optional()
      .meta({ description: 'Ids of one-time upsell products from the catalogue offered on this screen' }),
    discountPercent: z
      .int()
      .min(1)
      .max(90)
      .optional()
      .meta({ description: 'Discount screens: the discount shown, in percent' }),
    discountRenewals: z.boolean().optional().meta({
      description:
        'Payment steps with a discount: true, the discount also applies to every renewal (the provider bills the subscription with a coupon); absent or false, to the first charge only',
    }),
  })
  .meta({ description: 'What the screen shows; which fields a kind needs is listed in the kind table' });

export const stepSchema = z
  .strictObject({
    id: idSchema.meta({ description: 'Unique id of the step within the flow; transitions point at it' }),
    path: z
      .string()
      .regex(new RegExp(PATTERNS.stepPath.pattern))
      .meta({
        description:
          'The URL path of the step under the funnel, unique in the flow: "prelanding", "gender", "questions/<name>", "trialChoice", "trialPayment", "upsells", ...',
        examples: [
          'prelanding',
          'gender',
          'questions/zodiac-sign',
          'loading',
          'trialChoice',
          'trialPayment',
          'upsells',
        ],
      }),
    kind: z.enum(STEP_KIND_NAMES).meta({ description: 'The screen that renders the step' }),
    content: stepContentSchema,
    answer: z
      .strictObject({
        key: z
          .string()
          .regex(new RegExp(PATTERNS.answerKey.pattern))
          .meta({ description: 'Where the answer is kept; conditions read it as answers.<key>' }),
        optional: z.boolean().optional().meta({ description: 'The visitor may skip the step without answering' }),
      })
      .optional()
      .meta({ description: 'The answer the step collects; required for kinds that ask something' }),
    next: idSchema
      .optional()
      .meta({ description: 'The step that follows when no branch matches; absent only on the last step' }),
    branches: z
      .array(
        z
          .strictObject({
            when: conditionSchema,
            to: idSchema.meta({ description: 'The step to go to when the condition holds' }),
          })
          .meta({ description: 'A conditional transition' }),
      )
      .min(1)
      .optional()
      .meta({ description: 'Conditional transitions, tried in order before next' }),
    target: ctaTargetSchema.optional().meta({
      description:
        "Last steps only: where the step's button leads (the product app, an https:// address, a page of this site or another funnel). Required when the flow ends on a step that shows a button",
    }),
    sections: z
      .array(z.enum(PAGE_SECTIONS))
      .optional()
      .meta({ description: 'The page sections the screen shows, top to bottom', uniqueItems: true }),
    events: z
      .array(
        z
          .strictObject({
            kind: z.enum(EVENT_KINDS).meta({ description: 'The product-analytics event kind' }),
            marketingEvent: z
              .enum(MARKETING_EVENTS)
              .optional()
              .meta({ description: 'The ad-pixel event fired with it, if any' }),
          })
          .meta({ description: 'An analytics event sent when the step is shown or answered' }),
      )
      .optional()
      .meta({ description: 'Analytics events the step emits' }),
  })
  .meta({ description: 'One screen of the flow' });

export type Step = z.infer<typeof stepSchema>;
export type StepContent = z.infer<typeof stepContentSchema>;
