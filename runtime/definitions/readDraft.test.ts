import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureSource } from './fixtureSource';
import type { FunnelDefinition } from './funnelDefinition';
import { readDraft } from './readDraft';

describe('readDraft over fixture files', () => {
  let dir: string;
  const flowFile = () => join(dir, 'palmistry/flow.json');
  const editFlow = (edit: (flow: { steps: Record<string, unknown>[] }) => void) => {
    const flow = JSON.parse(readFileSync(flowFile(), 'utf8'));
    edit(flow);
    writeFileSync(flowFile(), JSON.stringify(flow));
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'drafts-'));
    cpSync('fixtures/funnels/palmistry', join(dir, 'palmistry'), { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives a valid draft, and remembers it as the last valid one', async () => {
    const lastValid = new Map<string, FunnelDefinition>();
    const draft = await readDraft(fixtureSource(dir), 'palmistry', lastValid);
    expect(draft).toMatchObject({ stale: false, problems: [] });
    expect(draft.definition?.flow.id).toBe('palmistry');
    expect(lastValid.get('palmistry')).toBe(draft.definition);
  });

  it('gives every error of an invalid draft with the step it is in, and the last valid draft to show', async () => {
    const lastValid = new Map<string, FunnelDefinition>();
    const source = fixtureSource(dir);
    const valid = await readDraft(source, 'palmistry', lastValid);
    editFlow((flow) => {
      const gender = flow.steps[1] ?? {};
      gender.next = 'nowhere';
    });
    const draft = await readDraft(source, 'palmistry', lastValid);
    expect(draft.stale).toBe(true);
    expect(draft.definition).toBe(valid.definition);
    expect(draft.problems).toEqual([
      {
        document: 'flow palmistry',
        errors: [expect.objectContaining({ pointer: '/steps/1/next', rule: 'unknown-target', stepPath: 'gender' })],
      },
    ]);
  });

  it('explains a draft the source cannot give, with nothing to show when none was valid before', async () => {
    const draft = await readDraft(fixtureSource(dir), 'no-such-funnel', new Map());
    expect(draft).toEqual({
      definition: undefined,
      stale: false,
      problems: [{ document: 'funnel no-such-funnel', errors: [expect.objectContaining({ rule: 'builder' })] }],
    });
  });
});
