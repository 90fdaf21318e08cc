import type { CtaTarget } from '@/schemas/ctaTargetSchema';
import type { Flow } from '@/schemas/flowSchema';
import { localize } from '@/schemas/localize';
import { EMAIL_PAGES, INFORMATION_PAGES } from '@/schemas/routes';
import { stepKindRule } from '@/schemas/stepKinds';
import type { Step } from '@/schemas/stepSchema';
import { FINAL_STEP_KINDS } from './checkFlowGraph';
import type { DefinitionError } from './definitionError';
import { withArticle } from './withArticle';

/** The four kinds of target, one of which a target gives. */
export const TARGET_KINDS = ['app', 'url', 'page', 'funnel'] as const satisfies readonly (keyof CtaTarget)[];

/**
 * The pages of this site a button may lead to (docs/routes.md): the information pages and the pages linked from emails.
 */
const SITE_PAGES: readonly string[] = [...INFORMATION_PAGES, ...EMAIL_PAGES];

/**
 * What a last step's screen offers to leave by. `button`: its button (content.cta) is its way on, so on a last step
 * it must lead somewhere. `offer`: an offer screen (upsells), whose buttons buy; a target adds a link on. `none`:
 * nothing to press (the cancel confirmation), so a target would lead from nothing.
 */
export function finalStepExit(step: Step): 'button' | 'offer' | 'none' {
  if (stepKindRule(step.kind).content.includes('upsells')) return 'offer';
  return step.kind !== 'cancelDone' && step.content.cta !== undefined ? 'button' : 'none';
}

/** Whether the flow ends on the step: it has no way on to another step. */
export function endsFlow(step: Step): boolean {
  return step.next === undefined && step.branches === undefined;
}

/**
 * A flow's last steps lead somewhere: a last step whose screen shows a button has a target, and a target is given only
 * where it can work (on a last step with something to press, one kind of target, a page this site serves). Whether a
 * funnel target is published is checked with the set of funnels (checkFunnelTargets).
 */
export function checkStepTargets(flow: Flow): DefinitionError[] {
  const errors: DefinitionError[] = [];
  flow.steps.forEach((step, i) => {
    const { target } = step;
    const exit = finalStepExit(step);
    if (target === undefined) {
      if (endsFlow(step) && FINAL_STEP_KINDS.includes(step.kind) && exit === 'button')
        errors.push({
          pointer: `/steps/${i}`,
          rule: 'final-button-without-target',
          message: `the flow ends on "${step.id}", whose button "${localize(step.content.cta, flow.locales[0] ?? 'en')}" leads nowhere: give the step a target (app, url, page or funnel)`,
        });
      return;
    }
    const given = TARGET_KINDS.filter((kind) => target[kind] !== undefined);
    if (given.length !== 1)
      errors.push({
        pointer: `/steps/${i}/target`,
        rule: 'target-kind',
        message:
          given.length === 0
            ? 'names no place: give one of app, url, page or funnel'
            : `names ${given.join(' and ')}: a button leads to one place, keep one`,
      });
    if (!endsFlow(step))
      errors.push({
        pointer: `/steps/${i}/target`,
        rule: 'target-on-step-that-goes-on',
        message: `"${step.id}" goes on to another step, where its button leads: only a last step's button takes a target`,
      });
    else if (exit === 'none')
      errors.push({
        pointer: `/steps/${i}/target`,
        rule: 'target-without-button',
        message: `${withArticle(step.kind)} step with no button shows nothing to press: remove the target`,
      });
    if (target.page !== undefined && !SITE_PAGES.includes(target.page))
      errors.push({
        pointer: `/steps/${i}/target/page`,
        rule: 'unknown-page',
        message: `this site serves no page "${target.page}": choose one of ${SITE_PAGES.join(', ')}`,
      });
  });
  return errors;
}

/**
 * Funnel targets lead to a funnel that is served: each flow's `target.funnel` names a slug or an alias among
 * `funnelPaths`. Returns the errors by flow, in the order given.
 */
export function checkFunnelTargets(flow: Flow, funnelPaths: ReadonlySet<string>): DefinitionError[] {
  return flow.steps.flatMap((step, i) => {
    const slug = step.target?.funnel;
    if (slug === undefined || funnelPaths.has(slug)) return [];
    return [
      {
        pointer: `/steps/${i}/target/funnel`,
        rule: 'unknown-funnel',
        message: `no funnel is published at "${slug}": name the slug (or an alias) of a published funnel`,
      },
    ];
  });
}
