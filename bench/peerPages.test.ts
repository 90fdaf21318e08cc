import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flowSchema } from '@/schemas/flowSchema';
import { firstQuestionOf } from './firstQuestionOf';
import { staticPeerPage } from './staticPeerPage';
import { surveyJsPeerPage } from './surveyJsPeerPage';

const palmistry = flowSchema.parse(JSON.parse(readFileSync('fixtures/funnels/palmistry/flow.json', 'utf8')));
const question = firstQuestionOf(palmistry);

describe("the peers show palmistry's first question", () => {
  it('is the gender question, with three answers', () => {
    expect(question).toEqual({ title: 'Which energy guides you?', options: ['Female', 'Male', 'Non-binary'] });
  });

  it('is what the bare Next page shows (its question.json follows the fixture)', () => {
    expect(JSON.parse(readFileSync('bench/peers/bare-next/app/question.json', 'utf8'))).toEqual(question);
  });

  it('the static page: the title and three buttons, no script', () => {
    const html = staticPeerPage(question);
    expect(html).toContain('<h1 style="font-size:24px">Which energy guides you?</h1>');
    expect(html.match(/<button\b/g)).toHaveLength(3);
    expect(html).not.toContain('<script');
  });

  it('escapes what it writes into HTML', () => {
    expect(staticPeerPage({ title: 'A <b>&</b>', options: [] })).toContain('A &#60;b&#62;&#38;&#60;/b&#62;');
  });

  it('SurveyJS: a radio group of the answers, the library from the peer server', () => {
    const html = surveyJsPeerPage({ title: '</script>', options: ['Female', 'Male', 'Non-binary'] });
    expect(html).toContain('<script src="/node_modules/survey-core/survey.core.min.js"></script>');
    expect(html).toContain('"choices":["Female","Male","Non-binary"]');
    expect(html).not.toContain('"title":"</script>"');
  });
});
