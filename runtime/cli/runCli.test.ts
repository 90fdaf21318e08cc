import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './runCli';

const palmistry = 'fixtures/funnels/palmistry';

function scratch(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'funnel-cli-'));
  for (const [name, content] of Object.entries(files))
    writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  return dir;
}

describe('funnel CLI', () => {
  it.each([
    [[], 'no command'],
    [['frobnicate', palmistry], 'an unknown command'],
    [['validate'], 'validate without paths'],
    [['validate', 'no/such/dir'], 'a missing path'],
    [['validate', '--verbose', palmistry], 'an unknown option'],
    [['graph'], 'graph without a file'],
    [['graph', `${palmistry}/flow.json`, '--format', 'svg'], 'an unknown format'],
  ])('exits 2 with usage on %j (%s)', (argv) => {
    const result = runCli(argv);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage:');
  });

  it('exits 0 and prints no error lines for a valid funnel folder', () => {
    const result = runCli(['validate', palmistry]);
    expect(result).toMatchObject({ code: 0, stdout: '' });
    expect(result.stderr).toBe('2 documents, 0 invalid, 0 errors\n');
  });

  it('prints one line per error, file then pointer then sentence, and exits 1', () => {
    const dir = scratch({
      'bad.flow.json': { id: 'bad', version: 1, locales: ['en'], firstStep: 'a', steps: [] },
      'broken.funnel.json': '{ "id": ',
      'notes.json': { not: 'a document' },
    });
    const result = runCli(['validate', dir]);
    expect(result.code).toBe(1);
    expect(result.stdout.trim().split('\n')).toEqual([
      `${join(dir, 'bad.flow.json')}: /steps must list at least 1 item [minItems]`,
      expect.stringMatching(new RegExp(`^${join(dir, 'broken.funnel.json')}: / is not valid JSON: .+ \\[json\\]$`)),
    ]);
  });

  it('reports a funnel whose flow is not among the files given', () => {
    const result = runCli(['validate', `${palmistry}/funnel.json`]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(
      `${palmistry}/funnel.json: /flow/id no flow "palmistry" among the documents given [flow-not-found]\n`,
    );
  });

  it('gives a machine-readable report with --json', () => {
    const result = runCli(['validate', '--json', palmistry, `${palmistry}/flow.json`]);
    const report = JSON.parse(result.stdout);
    expect(result.code).toBe(0);
    expect(report).toEqual({
      valid: true,
      files: [
        { file: `${palmistry}/flow.json`, kind: 'flow', valid: true, errors: [] },
        { file: `${palmistry}/funnel.json`, kind: 'funnel', valid: true, errors: [] },
      ],
    });
  });

  it('draws a flow as mermaid by default, branches labelled with their conditions', () => {
    const result = runCli(['graph', `${palmistry}/flow.json`]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^flowchart TD\n/);
    expect(result.stdout).toContain(`s_relationship -->|"answers.relationship = 'single'"| s_soulmate_wish`);
    expect(result.stdout).toContain('s_relationship -->|"otherwise"| s_dominant_hand');
    expect(result.stdout).toContain('s_trial_payment --> s_upsells');
  });

  it('draws a flow as Graphviz dot', () => {
    const result = runCli(['graph', `${palmistry}/flow.json`, '--format', 'dot']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^digraph "palmistry" \{/);
    expect(result.stdout).toContain(`s_relationship -> s_soulmate_wish [label="answers.relationship = 'single'"];`);
  });

  it('refuses to draw a funnel or an invalid flow', () => {
    expect(runCli(['graph', `${palmistry}/funnel.json`]).code).toBe(1);
    const dir = scratch({ 'x.flow.json': { id: 'x' } });
    const result = runCli(['graph', join(dir, 'x.flow.json')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('/version "version" is required [required]');
  });
});
