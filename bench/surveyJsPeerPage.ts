import type { PeerQuestion } from './firstQuestionOf';

/** Where the SurveyJS page loads the library from: the peer server serves these files from node_modules. */
export const SURVEYJS_FILES = [
  'survey-core/survey-core.min.css',
  'survey-core/survey.core.min.js',
  'survey-js-ui/survey-js-ui.min.js',
] as const;

/**
 * SurveyJS (survey-core with its framework-free UI) showing the same question as one survey page with a
 * radio group of its answers, the library loaded from the peer server (no CDN).
 */
export function surveyJsPeerPage(question: PeerQuestion): string {
  const model = {
    showQuestionNumbers: 'off',
    pages: [{ elements: [{ type: 'radiogroup', name: 'answer', title: question.title, choices: question.options }] }],
  };
  const [css, ...scripts] = SURVEYJS_FILES;
  // The model is JSON in a script: "<" is escaped so no answer can close the script element.
  const json = JSON.stringify(model).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>SurveyJS page</title><link rel="stylesheet" href="/node_modules/${css}">${scripts.map((s) => `<script src="/node_modules/${s}"></script>`).join('')}</head><body><div id="survey"></div><script>SurveyUI.renderSurvey(new Survey.Model(${json}), document.getElementById('survey'));</script></body></html>`;
}
