import { describe, expect, it } from 'vitest';
import { jsonProblem, kindOfFile } from './readDocumentFiles';

function parseError(text: string): string {
  try {
    JSON.parse(text);
  } catch (error) {
    return jsonProblem(error, text);
  }
  throw new Error('the text parsed');
}

describe('readDocumentFiles', () => {
  it.each([
    ['funnel.json', 'funnel'],
    ['palmistry.funnel.json', 'funnel'],
    ['flow.json', 'flow'],
    ['a/b/palmistry.flow.json', 'flow'],
    ['expected.json', undefined],
    ['funnel.json.bak', undefined],
  ])('tells %s holds a %s', (file, kind) => {
    expect(kindOfFile(file)).toBe(kind);
  });

  it.each([
    ['a trailing comma', '{\n  "a": [1,\n  ]\n}', 3],
    ['a missing quote', '{\n  "a": 1,\n  b: 2\n}', 3],
    ['a cut-off document', '{\n  "a": ', 2],
  ])('reports %s on one line, with the line where parsing stopped', (_, text, line) => {
    const problem = parseError(text);
    expect(problem).not.toContain('\n');
    expect(problem).toMatch(new RegExp(`at line ${line}, column \\d+$`));
  });
});
