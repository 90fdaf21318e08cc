import { z } from 'zod';
import { PATTERNS } from './patterns';
import { EMAIL_PAGES, INFORMATION_PAGES } from './routes';

/**
 * Where the button of a flow's last step leads: the product app, an address outside (an app store), a page of this
 * site, or another funnel. Exactly one of the four is given (the semantic rules say so with a sentence; a schema
 * union would drown an editor's error in four).
 */
export const ctaTargetSchema = z
  .strictObject({
    app: z
      .string()
      .regex(new RegExp(PATTERNS.appPath.pattern))
      .optional()
      .meta({
        description:
          'A page of the product app: a path appended to the app address the server is configured with (PRODUCT_APP_URL), "/" for its home',
        examples: ['/', '/onboarding', '/chat'],
      }),
    url: z
      .string()
      .regex(new RegExp(PATTERNS.externalUrl.pattern))
      .optional()
      .meta({
        description: 'An https:// address outside this site, such as the app on an app store',
        examples: [
          'https://apps.apple.com/app/id0000000000',
          'https://play.google.com/store/apps/details?id=app.example',
        ],
      }),
    page: z
      .string()
      .regex(new RegExp(PATTERNS.sitePage.pattern))
      .optional()
      .meta({
        description: 'An information page or a page linked from emails, on this site',
        examples: [...INFORMATION_PAGES, ...EMAIL_PAGES],
      }),
    funnel: z
      .string()
      .regex(new RegExp(PATTERNS.slug.pattern))
      .optional()
      .meta({
        description: 'Another funnel, by the slug (or an alias) it is published at; it opens at its first step',
        examples: ['palmistry', 'natal-chart'],
      }),
  })
  .meta({
    description: "Where the step's button leads when the flow ends on it: give exactly one of app, url, page or funnel",
    examples: [{ app: '/onboarding' }, { page: '/tech/faq' }, { funnel: 'palmistry' }],
  });

export type CtaTarget = z.infer<typeof ctaTargetSchema>;
