import fc from 'fast-check';
import { isRecord } from '@/schemas/isRecord';
import { HOSTILE_CONTENT } from './hostileStrings';

/** A path into a JSON document: object keys and array indexes. */
type Path = (string | number)[];

/**
 * One change to a document, aimed at a node picked by `at` among all its nodes (modulo their count, so a shrunk
 * number still aims somewhere): removing it, putting another value in its place (any JSON, a value of another type,
 * a hostile string, or a value found elsewhere in the same document, such as another step's id), copying an array's
 * item (duplicate ids), or adding a key no schema knows.
 */
export type Mutation =
  | { op: 'remove'; at: number }
  | { op: 'replace'; at: number; value: unknown }
  | { op: 'borrow'; at: number; from: number }
  | { op: 'duplicate'; at: number }
  | { op: 'addKey'; at: number; key: string; value: unknown };

/** Values of every JSON type and edge, to put where another type is expected. */
const ODD_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 53,
  -(2 ** 31),
  '',
  ' ',
  'x',
  [],
  {},
  [null],
  { '': null },
];

/** Strings a hostile or careless author might write: the markup and script corpus, and what breaks paths and text. */
const HOSTILE_STRINGS = [
  ...HOSTILE_CONTENT,
  '../../etc/passwd',
  '\u0000',
  '\u202e\ud83d\ude00',
  '\ud800',
  '__proto__',
  'constructor',
  '{{x}}',
  '%s%n',
  'a'.repeat(10_000),
];

/** Keys a hostile document might carry: prototype names, the empty key, JSON pointer escapes. */
const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', '', '~', '/', '~1', 'x'.repeat(300)];

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(...ODD_VALUES),
  fc.constantFrom(...HOSTILE_STRINGS),
);

export const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constant('remove' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('replace' as const), at: fc.nat(), value: anyValue }),
  fc.record({ op: fc.constant('borrow' as const), at: fc.nat(), from: fc.nat() }),
  fc.record({ op: fc.constant('duplicate' as const), at: fc.nat() }),
  fc.record({
    op: fc.constant('addKey' as const),
    at: fc.nat(),
    key: fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 12 })),
    value: anyValue,
  }),
);

/** One to four changes, applied in turn. */
export const mutationsArbitrary = fc.array(mutationArbitrary, { minLength: 1, maxLength: 4 });

/** Every node's path, the root's (empty) first, in document order. */
function pathsOf(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, i) => pathsOf(item, [...path, i]))];
  if (isRecord(value)) return [path, ...Object.keys(value).flatMap((key) => pathsOf(value[key], [...path, key]))];
  return [path];
}

function at(document: unknown, path: Path): unknown {
  let node = document;
  for (const segment of path) node = (node as Record<string | number, unknown>)[segment];
  return node;
}

/** Sets an own property, even one named `__proto__` (as JSON.parse makes it), never a prototype. */
function setOwn(target: Record<string, unknown> | unknown[], key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** The document with one change made (a copy; the root replaced or removed becomes the value or null). */
function mutateOnce(document: unknown, mutation: Mutation): unknown {
  const copy = structuredClone(document);
  const paths = pathsOf(copy);
  const path = paths[mutation.at % paths.length] ?? [];
  const parentPath = path.slice(0, -1);
  const key = path[path.length - 1];
  const parent = at(copy, parentPath) as Record<string, unknown> | unknown[];
  const put = (value: unknown): unknown => {
    if (key === undefined) return structuredClone(value);
    setOwn(parent, key, structuredClone(value));
    return copy;
  };
  switch (mutation.op) {
    case 'remove':
      if (key === undefined) return null;
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
      return copy;
    case 'replace':
      return put(mutation.value);
    case 'borrow':
      return put(at(copy, paths[mutation.from % paths.length] ?? []));
    case 'duplicate': {
      const node = at(copy, path);
      if (Array.isArray(node) && node.length > 0) node.push(structuredClone(node[mutation.at % node.length]));
      return copy;
    }
    case 'addKey': {
      const node = at(copy, path);
      if (isRecord(node)) setOwn(node, mutation.key, structuredClone(mutation.value));
      return copy;
    }
  }
}

/** The document with the changes made in turn; the original is left as it was. */
export function mutateDocument(document: unknown, mutations: readonly Mutation[]): unknown {
  return mutations.reduce(mutateOnce, document);
}
