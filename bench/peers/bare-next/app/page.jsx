import { Answers } from './Answers';
import question from './question.json';

/** The first question of palmistry (bench/firstQuestionOf.ts writes question.json), answered by a client component. */
export default function Page() {
  return (
    <main>
      <h1 style={{ fontSize: 24 }}>{question.title}</h1>
      <Answers options={question.options} />
    </main>
  );
}
