import type { DefinitionError } from './definitionError';

/** Keys whose object values are localized texts (`{"en": "..."}`) in funnel and flow documents. */
const LOCALIZED_KEYS = new Set(['title', 'subtitle', 'text', 'cta', 'note', 'label', 'alt', 'name']);

function isLocalizedText(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Every localized text under `root` has a string for each locale and none for undeclared locales. */
export function checkLocales(root: unknown, locales: readonly string[], basePointer = ''): DefinitionError[] {
  const errors: DefinitionError[] = [];
  const visit = (node: unknown, pointer: string, key: string | undefined): void => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => {
        visit(item, `${pointer}/${i}`, key === 'items' ? 'items' : undefined);
      });
      return;
    }
    if (node === null || typeof node !== 'object') return;
    if (key !== undefined && (LOCALIZED_KEYS.has(key) || key === 'items') && isLocalizedText(node)) {
      for (const locale of locales)
        if (typeof node[locale] !== 'string')
          errors.push({ pointer: `${pointer}/${locale}`, rule: 'missing-locale', message: `has no "${locale}" text` });
      for (const locale of Object.keys(node))
        if (!locales.includes(locale))
          errors.push({
            pointer: `${pointer}/${locale}`,
            rule: 'undeclared-locale',
            message: `"${locale}" is not one of the declared locales (${locales.join(', ')})`,
          });
      return;
    }
    for (const [k, v] of Object.entries(node)) visit(v, `${pointer}/${k}`, k);
  };
  visit(root, basePointer, undefined);
  return errors;
}
