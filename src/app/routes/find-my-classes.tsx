import { useEffect, useRef, useState } from 'react';
import { Form, Link, redirect } from 'react-router';
import { ChoiceFieldset, type ChoiceOption } from '~/app/components/quiz/choice-fieldset';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { seoMeta } from '~/app/lib/seo';
import {
  answersQuery,
  FIND_MY_CLASSES_STEPS,
  type FindMyClassesStep,
  LEARNING_TIMES,
  readAnswers,
} from '~/features/catalog/discovery.quiz';
import { QUIZ } from '~/shared/spec';
import type { Route } from './+types/find-my-classes';
import '../components/shell/page-shell.css';
import '../components/ui/button.css';
import '../components/discovery/discovery-page.css';
import '../components/quiz/quiz.css';

export const handle: RouteHandle = { shell: { analyticsLabel: 'find_my_classes', promoBanner: false } };

const RESULTS = FIND_MY_CLASSES_STEPS.length + 1;

/**
 * The find-my-classes quiz (product.md 2.2, 5): motivation, category, subtopic and learning
 * time, one step a page. Every answer travels in the query string (plain GET forms, so it
 * works without JavaScript): ?step=N asks for step N, and the server shows instead the
 * first earlier step whose answer is missing, with its error. Answering the last step
 * leads to /find-my-classes/results. Two queries.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const requested = Math.min(Math.max(Number.parseInt(params.get('step') ?? '1', 10) || 1, 1), RESULTS);
  const quiz = await context.services.discovery.findMyClasses(readAnswers(params));
  const firstInvalid = quiz.firstInvalid ? FIND_MY_CLASSES_STEPS.indexOf(quiz.firstInvalid) + 1 : RESULTS;
  if (requested === RESULTS && firstInvalid === RESULTS)
    throw redirect(`/find-my-classes/results?${answersQuery(quiz.answers)}`);
  const step = Math.min(requested, firstInvalid);
  const key = FIND_MY_CLASSES_STEPS[step - 1]!;
  return {
    step,
    key,
    error: step < requested ? (quiz.errors[key] ?? null) : null,
    options: quiz.options,
    answers: quiz.answers,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: 'Find my classes',
    description: 'Answer four questions and get classes picked for what you want to learn.',
    path: '/find-my-classes',
  });
}

const QUESTIONS: Record<FindMyClassesStep, { question: string; hint: string; type: 'checkbox' | 'radio' }> = {
  motivation: { question: 'What brings you here?', hint: 'Choose all that apply.', type: 'checkbox' },
  category: {
    question: 'What would you like to learn about?',
    hint: 'Choose all that apply.',
    type: 'checkbox',
  },
  subtopic: { question: 'Which topics interest you most?', hint: 'Choose all that apply.', type: 'checkbox' },
  time: { question: 'How much time do you want to spend learning?', hint: 'Choose one.', type: 'radio' },
};

export default function FindMyClasses({ loaderData }: Route.ComponentProps) {
  const { step, key, error: serverError, options, answers } = loaderData;
  const [clientError, setClientError] = useState<string | null>(null);
  const question = useRef<HTMLSpanElement>(null);
  const error = clientError ?? serverError;

  // A new step (client-side navigation) or an error from the server moves focus to the
  // question; the first render leaves focus where the browser put it.
  const shown = useRef<number | null>(null);
  useEffect(() => {
    setClientError(null);
    const previous = shown.current;
    shown.current = step;
    if (previous === null && !serverError) return;
    question.current?.focus();
  }, [step, serverError]);

  const choices: ChoiceOption[] =
    key === 'motivation'
      ? [...options.motivations]
      : key === 'category'
        ? options.categories.map((c) => ({ value: c.slug, label: c.name }))
        : key === 'subtopic'
          ? options.subtopics.map((s) => ({ value: s.slug, label: s.name, group: s.category.name }))
          : [...LEARNING_TIMES];
  const { question: text, hint, type } = QUESTIONS[key];

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const chosen = new FormData(event.currentTarget).getAll(key);
    if (chosen.length > 0 || choices.length === 0) return;
    event.preventDefault();
    setClientError(QUIZ.selectAtLeastOne);
    question.current?.focus();
  }

  const back = step > 1 ? `/find-my-classes?${answersQuery(answers, { step: String(step - 1) })}` : null;
  return (
    <div className="discovery-page quiz-page">
      <header className="page-header">
        <div className="page-header-copy">
          <p className="eyebrow">Find my classes</p>
          <h1>Classes picked for you</h1>
          <p className="page-lede">Four quick questions, then the classes that fit what you want to learn.</p>
        </div>
      </header>
      <Form
        method="get"
        action="/find-my-classes"
        className="quiz-form page-section"
        onSubmit={onSubmit}
        onChange={() => setClientError(null)}
        noValidate
      >
        {FIND_MY_CLASSES_STEPS.filter((other) => other !== key).flatMap((other) =>
          answers[other].map((value) => (
            <input key={`${other}-${value}`} type="hidden" name={other} value={value} />
          )),
        )}
        <input type="hidden" name="step" value={step + 1} />
        <ChoiceFieldset
          key={key}
          name={key}
          type={type}
          question={text}
          hint={hint}
          options={choices}
          defaultSelected={answers[key]}
          error={error}
          questionRef={question}
          progress={{ step, steps: QUIZ.steps }}
        />
        {key === 'subtopic' && choices.length === 0 ? (
          <p className="muted">
            These categories have no topics to choose from: continue to the last question.
          </p>
        ) : null}
        <div className="quiz-actions">
          {back ? (
            <Link to={back} className="button button-ghost">
              Back
            </Link>
          ) : null}
          <button type="submit" className="button button-primary">
            {step === QUIZ.steps ? 'See my classes' : 'Continue'}
          </button>
        </div>
      </Form>
    </div>
  );
}
