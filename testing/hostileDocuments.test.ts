import { describe, expect, it } from 'vitest';
import { validateFlow, validateFunnel } from '@/runtime/definitions/validateDefinition';
import { validateDocumentSet } from '@/runtime/definitions/validateDocumentSet';
import { fixtureDocuments } from './fixtureDocuments';
import { addressPointers, fillWithHostileContent, replaceAt, SHORT_HOSTILE_MARK } from './hostileDocuments';
import { HOSTILE_CONTENT } from './hostileStrings';

/**
 * The hostile-content corpus put into every text of every fixture (issue 16; e2e/hostileContent.spec.ts renders
 * them): the documents stay valid, so they are published and served, and the contract refuses a script address.
 */
const fixtures = fixtureDocuments();

/** Every string of a document by JSON pointer. */
function strings(value: unknown, pointer = ''): Map<string, string> {
  if (typeof value === 'string') return new Map([[pointer, value]]);
  if (typeof value !== 'object' || value === null) return new Map();
  return new Map(
    Object.entries(value).flatMap(([key, child]) => [
      ...strings(child, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`),
    ]),
  );
}

/** Addresses that would run script, as a browser reads them (case, spaces and entities aside). */
const SCRIPT_ADDRESSES = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\nscript:alert(1)',
  'javascript://example.com/%0Aalert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'http://example.com/x',
];

describe('every fixture with the hostile corpus in every text', () => {
  const filled = fixtures.map(({ name, funnel, flow }) => {
    const hostileFunnel = fillWithHostileContent('funnel', funnel);
    const hostileFlow = fillWithHostileContent('flow', flow, hostileFunnel.filled.length);
    return { name, funnel, flow, hostileFunnel, hostileFlow };
  });

  it.each(filled)('$name: both documents stay valid, alone and as a pair', ({ hostileFunnel, hostileFlow }) => {
    expect(validateFunnel(hostileFunnel.document)).toMatchObject({ ok: true });
    expect(validateFlow(hostileFlow.document)).toMatchObject({ ok: true });
    const { reports, pairs } = validateDocumentSet(
      [
        { name: 'funnel', kind: 'funnel', document: hostileFunnel.document },
        { name: 'flow', kind: 'flow', document: hostileFlow.document },
      ],
      { servedFunnelPaths: 'unchecked' },
    );
    expect(reports.flatMap((r) => r.errors)).toEqual([]);
    expect(pairs).toHaveLength(1);
  });

  it.each(filled)(
    '$name: every text holds a payload and nothing else changed',
    ({ funnel, flow, hostileFunnel, hostileFlow }) => {
      for (const [original, hostile] of [
        [funnel, hostileFunnel],
        [flow, hostileFlow],
      ] as const) {
        const before = strings(original);
        const after = strings(hostile.document);
        expect([...after.keys()]).toEqual([...before.keys()]);
        for (const [pointer, value] of after) {
          if (!hostile.filled.includes(pointer)) expect(value, pointer).toBe(before.get(pointer));
          else if (value !== SHORT_HOSTILE_MARK)
            expect(
              HOSTILE_CONTENT.some((payload) => value.startsWith(`${payload} #`)),
              pointer,
            ).toBe(true);
        }
      }
    },
  );

  it('finds the texts from the schema: titles, buttons, options, pictures, lists, plan names, emoji', () => {
    const pointers = filled.flatMap(({ hostileFunnel, hostileFlow }) => [
      ...hostileFunnel.filled,
      ...hostileFlow.filled,
    ]);
    const fields = new Set(pointers.map((p) => p.replace(/\/\d+/g, '/*').replace(/\/[a-z]{2}(-[A-Z]{2})?$/, '')));
    expect([...fields].sort()).toEqual([
      '/experiment/variants/*/products/plans/*/name',
      '/products/plans/*/name',
      '/steps/*/content/cta',
      '/steps/*/content/image/alt',
      '/steps/*/content/items/*',
      '/steps/*/content/note',
      '/steps/*/content/options/*/emoji',
      '/steps/*/content/options/*/image/alt',
      '/steps/*/content/options/*/label',
      '/steps/*/content/subtitle',
      '/steps/*/content/text',
      '/steps/*/content/title',
    ]);
    // Every step's title, in every locale of its flow, is among them.
    for (const { flow, hostileFlow } of filled) {
      const { steps, locales } = flow as { steps: unknown[]; locales: string[] };
      for (const [i] of steps.entries())
        for (const locale of locales) expect(hostileFlow.filled).toContain(`/steps/${i}/content/title/${locale}`);
    }
    console.info(`hostile corpus: ${pointers.length} texts filled in ${filled.length} fixture pairs`);
  });
});

describe('address fields', () => {
  const addresses = fixtures.flatMap(({ name, funnel, flow }) => [
    ...addressPointers('funnel', funnel).map((pointer) => ({
      name,
      kind: 'funnel' as const,
      document: funnel,
      pointer,
    })),
    ...addressPointers('flow', flow).map((pointer) => ({ name, kind: 'flow' as const, document: flow, pointer })),
  ]);

  it('are found in the fixtures: pictures and the last steps’ links', () => {
    const fields = new Set(addresses.map(({ pointer }) => pointer.replace(/\/\d+/g, '/*')));
    expect([...fields].sort()).toEqual([
      '/steps/*/content/image/src',
      '/steps/*/content/options/*/image/src',
      '/steps/*/target/app',
      '/steps/*/target/page',
      '/steps/*/target/url',
    ]);
  });

  it.each(SCRIPT_ADDRESSES)('refuse %j wherever an address goes, pointing at it', (address) => {
    for (const { name, kind, document, pointer } of addresses) {
      const result = (kind === 'funnel' ? validateFunnel : validateFlow)(replaceAt(document, pointer, address));
      expect(result.ok, `${name} ${pointer}`).toBe(false);
      if (!result.ok) expect(result.errors.map((e) => e.pointer)).toContain(pointer);
    }
  });
});
