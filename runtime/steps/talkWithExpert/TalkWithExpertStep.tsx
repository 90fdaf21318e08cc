'use client';

import { type FormEvent, useId, useState } from 'react';
import { clientEnv } from '@/runtime/platform/env.client';
import { browserLogger } from '@/runtime/platform/logger/browserLogger';
import { ContentStep } from '@/runtime/steps/content/ContentStep';
import type { StepScreenProps } from '@/runtime/steps/stepScreenProps';
import { useLatestCall } from '@/runtime/steps/useLatestCall';
import { QUESTION_MAX_LENGTH } from '@/schemas/services/assistant';
import { say } from '@/schemas/words';
import { ASSISTANT_WORDS } from './assistantWords';

/**
 * The talk-with-an-expert step: with an assistant service configured, the visitor may ask a first question here and
 * read its answer, then go on by the step's button as on any last step. The question is sent only when asked, with
 * the visitor's language (runtime/services/askAssistant, loaded only then); no answer (the service failing, slow or
 * unset) is said plainly and keeps nothing from going on.
 */
export function TalkWithExpertStep(props: StepScreenProps) {
  return (
    <>
      {clientEnv.NEXT_PUBLIC_ASSISTANT_API_URL !== undefined && <AskAssistant locale={props.locale} />}
      <ContentStep {...props} />
    </>
  );
}

type Asked = { state: 'asking' } | { state: 'answered'; answer: string; sandbox: boolean } | { state: 'unanswered' };

function AskAssistant({ locale }: { locale: string }) {
  const id = useId();
  const [question, setQuestion] = useState('');
  const [asked, setAsked] = useState<Asked>();
  // A question under way is abandoned when another is asked or the step is left.
  const asking = useLatestCall();

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    const signal = asking.begin();
    setAsked({ state: 'asking' });
    // askAssistant never throws; only its code failing to load (offline) can, and then there is no answer either.
    const result = await import('@/runtime/services/askAssistant')
      .then(({ askAssistant }) => askAssistant({ question, locale }, { signal }))
      .catch((error: Error) => void browserLogger.warn('assistant not loaded', { message: error.message }));
    if (signal.aborted) return;
    setAsked(
      result?.source === 'service'
        ? { state: 'answered', answer: result.answer, sandbox: result.sandbox }
        : { state: 'unanswered' },
    );
  };

  return (
    <form className="ask" onSubmit={ask}>
      <h2>{say(ASSISTANT_WORDS, 'askTitle', locale)}</h2>
      <label htmlFor={id}>{say(ASSISTANT_WORDS, 'question', locale)}</label>
      <textarea
        id={id}
        className="field"
        rows={3}
        maxLength={QUESTION_MAX_LENGTH}
        value={question}
        onChange={(e) => setQuestion(e.target.value)}
      />
      <p className="note">{say(ASSISTANT_WORDS, 'questionSent', locale)}</p>
      <button type="submit" className="cta" disabled={asked?.state === 'asking' || question.trim() === ''}>
        {say(ASSISTANT_WORDS, 'ask', locale)}
      </button>
      <div role="status">
        {asked?.state === 'asking' && <p className="note">{say(ASSISTANT_WORDS, 'asking', locale)}</p>}
        {asked?.state === 'unanswered' && <p className="note">{say(ASSISTANT_WORDS, 'noAnswer', locale)}</p>}
        {asked?.state === 'answered' && (
          <section className="assistant-answer">
            <h3>{say(ASSISTANT_WORDS, 'answer', locale)}</h3>
            {asked.sandbox && <p className="note">{say(ASSISTANT_WORDS, 'sandboxAnswer', locale)}</p>}
            <p>{asked.answer}</p>
          </section>
        )}
      </div>
    </form>
  );
}
