import { readFileSync } from 'node:fs';
import { PATTERNS } from '@/schemas/patterns';
import { HOSTILE_CONTENT } from './hostileStrings';

/** The part of a JSON Schema the walk reads (the generated schemas use no references or combinators). */
type JsonSchema = {
  type?: string;
  pattern?: string;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
};

export type DocumentKind = 'funnel' | 'flow';

/** The generated JSON Schema of a kind of document (schemas/*.schema.json, made from the zod sources). */
export function documentSchema(kind: DocumentKind): JsonSchema {
  return JSON.parse(readFileSync(`schemas/${kind}.schema.json`, 'utf8')) as JsonSchema;
}

/** A text per locale, as the schema writes it: locale codes for keys, strings for values. */
function isLocalizedText(schema: JsonSchema): boolean {
  const values = schema.additionalProperties;
  return (
    schema.type === 'object' &&
    schema.propertyNames?.pattern === PATTERNS.locale.pattern &&
    typeof values === 'object' &&
    values.type === 'string'
  );
}

/** A string bounded only by a short length (an option's emoji): the room for a short tag. */
function isShortMark(schema: JsonSchema): boolean {
  return schema.type === 'string' && schema.pattern === undefined && (schema.maxLength ?? Infinity) <= 8;
}

/** A short tag for the fields that hold no more than 8 characters. */
export const SHORT_HOSTILE_MARK = '<script>';

/** JSON pointer escaping of one segment. */
const segment = (key: string | number) => String(key).replaceAll('~', '~0').replaceAll('/', '~1');

type Visit = (value: unknown, schema: JsonSchema, pointer: string) => unknown;

/** Walks a document beside its schema, each node given with the subschema that rules it; `visit` may replace it. */
function walkWithSchema(document: unknown, schema: JsonSchema, visit: Visit, pointer = ''): unknown {
  const replaced = visit(document, schema, pointer);
  if (replaced !== document) return replaced;
  if (Array.isArray(document)) {
    const items = schema.items;
    return items ? document.map((item, i) => walkWithSchema(item, items, visit, `${pointer}/${i}`)) : document;
  }
  if (typeof document === 'object' && document !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(document)) {
      const extra = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
      const child = schema.properties?.[key] ?? extra;
      out[key] = child ? walkWithSchema(value, child, visit, `${pointer}/${segment(key)}`) : value;
    }
    return out;
  }
  return document;
}

export type HostileDocument = {
  document: unknown;
  /** JSON pointers of every string filled, one per locale of each localized text, and each short mark. */
  filled: string[];
};

/**
 * The document with every localized text (each locale's string) replaced by a payload of the hostile corpus, in turn,
 * and every short mark (an option's emoji) by a short tag. Found from the schema, not listed by hand, so a text field
 * added to the contract is filled too. Each text ends with ` #<n>`, `n` counting from `start`, so no two texts on a
 * screen read the same (a visitor, and a test, can still tell the options apart); the documents stay valid.
 */
export function fillWithHostileContent(kind: DocumentKind, document: unknown, start = 0): HostileDocument {
  const filled: string[] = [];
  const next = () => {
    const n = start + filled.length;
    return `${HOSTILE_CONTENT[n % HOSTILE_CONTENT.length]} #${n}`;
  };
  const hostile = walkWithSchema(document, documentSchema(kind), (value, schema, pointer) => {
    if (isLocalizedText(schema) && typeof value === 'object' && value !== null)
      return Object.fromEntries(
        Object.keys(value).map((locale) => {
          const text = next();
          filled.push(`${pointer}/${segment(locale)}`);
          return [locale, text];
        }),
      );
    if (isShortMark(schema) && typeof value === 'string') {
      filled.push(pointer);
      return SHORT_HOSTILE_MARK;
    }
    return value;
  });
  return { document: hostile, filled };
}

/** The patterns of the contract's address fields: what a link or a picture points at. */
const ADDRESS_PATTERNS: readonly string[] = [
  PATTERNS.imageSrc.pattern,
  PATTERNS.externalUrl.pattern,
  PATTERNS.appPath.pattern,
  PATTERNS.sitePage.pattern,
];

/** JSON pointers of every string in the document that the schema rules to be an address (an image, a link). */
export function addressPointers(kind: DocumentKind, document: unknown): string[] {
  const pointers: string[] = [];
  const sources = ADDRESS_PATTERNS.map((p) => new RegExp(p).source);
  walkWithSchema(document, documentSchema(kind), (value, schema, pointer) => {
    if (
      typeof value === 'string' &&
      schema.pattern !== undefined &&
      sources.includes(new RegExp(schema.pattern).source)
    )
      pointers.push(pointer);
    return value;
  });
  return pointers;
}

/** The document with the string at a JSON pointer replaced (a copy). */
export function replaceAt(document: unknown, pointer: string, value: string): unknown {
  const copy = structuredClone(document) as Record<string, unknown>;
  const keys = pointer
    .split('/')
    .slice(1)
    .map((k) => k.replaceAll('~1', '/').replaceAll('~0', '~'));
  const last = keys.pop();
  let node: Record<string, unknown> = copy;
  for (const key of keys) node = node[key] as Record<string, unknown>;
  if (last !== undefined) node[last] = value;
  return copy;
}
