import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CourseCard } from '~/app/components/catalog/course-card';
import {
  EXPERIENCE_LEVELS,
  type ExperienceLevel,
  isLearningTime,
  LEARNING_TIMES,
  MOTIVATIONS,
  rankByLearningTime,
} from '~/features/catalog/discovery.quiz';
import type { QuizClass } from '~/features/catalog/discovery.service';
import { QUIZ } from '~/shared/spec';
import { ChoiceFieldset, type ChoiceOption } from './choice-fieldset';
import '../shell/page-shell.css';
import '../ui/button.css';
import '../ui/card.css';
import '../ui/carousel.css';
import './quiz.css';

type Answers = { motivation: string[]; level: string[]; topic: string[]; time: string[] };
type StepKey = keyof Answers;

const RECOMMENDATIONS = 4;
/** The topic that stands for the whole category when it has no subcategories. */
const WHOLE_CATEGORY = 'all';

/**
 * The article page's learning-goals quiz (product.md 2.2, 5, 9): four steps (goals,
 * experience, topics, learning time), then classes of the article's category that fit.
 * It runs in the browser on the classes the page loaded. Before JavaScript runs, its
 * first step is a plain form that continues in the find-my-classes quiz.
 */
export function LearningGoalsQuiz({
  category,
  topics,
  classes,
}: {
  category: { slug: string; name: string };
  topics: { slug: string; name: string }[];
  classes: QuizClass[];
}) {
  const id = useId();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Answers>({ motivation: [], level: [], topic: [], time: [] });
  const [error, setError] = useState<string | null>(null);
  const question = useRef<HTMLSpanElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    if (step === QUIZ.steps) resultsHeading.current?.focus();
    else question.current?.focus();
  }, [step]);

  const topicOptions: ChoiceOption[] = topics.length
    ? topics.map((t) => ({ value: t.slug, label: t.name }))
    : [{ value: WHOLE_CATEGORY, label: `Everything in ${category.name}` }];

  const steps: {
    key: StepKey;
    type: 'checkbox' | 'radio';
    question: string;
    hint: string;
    options: readonly ChoiceOption[];
  }[] = [
    {
      key: 'motivation',
      type: 'checkbox',
      question: 'What do you want to get out of learning?',
      hint: 'Choose all that apply.',
      options: MOTIVATIONS,
    },
    {
      key: 'level',
      type: 'radio',
      question: `How much ${category.name.toLowerCase()} experience do you have?`,
      hint: 'Choose one.',
      options: EXPERIENCE_LEVELS,
    },
    {
      key: 'topic',
      type: 'checkbox',
      question: 'Which topics interest you?',
      hint: 'Choose all that apply.',
      options: topicOptions,
    },
    {
      key: 'time',
      type: 'radio',
      question: 'How much time do you want to spend learning?',
      hint: 'Choose one.',
      options: LEARNING_TIMES,
    },
  ];

  function toggle(key: StepKey, type: 'checkbox' | 'radio', value: string, checked: boolean) {
    setError(null);
    setAnswers((current) => ({
      ...current,
      [key]:
        type === 'radio'
          ? [value]
          : checked
            ? [...current[key].filter((v) => v !== value), value]
            : current[key].filter((v) => v !== value),
    }));
  }

  function go(to: number) {
    moved.current = true;
    setError(null);
    setStep(to);
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const current = steps[step];
    if (!current) return;
    if (answers[current.key].length === 0) {
      setError(QUIZ.selectAtLeastOne);
      question.current?.focus();
      return;
    }
    go(step + 1);
  }

  if (step === QUIZ.steps) {
    const picked = recommend(classes, answers, topics.length > 0);
    return (
      <section className="quiz quiz-results" aria-labelledby={`${id}-results`}>
        <h2 id={`${id}-results`} ref={resultsHeading} tabIndex={-1}>
          Classes for your goals
        </h2>
        {picked.length > 0 ? (
          <ul className="card-grid card-list">
            {picked.map((course) => (
              <li key={course.uuid}>
                <CourseCard course={course} />
              </li>
            ))}
          </ul>
        ) : (
          <p>There are no {category.name} classes to recommend yet.</p>
        )}
        <div className="quiz-actions">
          <button type="button" className="button button-ghost" onClick={() => go(0)}>
            Start over
          </button>
          <Link to={`/categories/${category.slug}`} className="text-link">
            See every {category.name} class
          </Link>
        </div>
      </section>
    );
  }

  const current = steps[step]!;
  return (
    <section className="quiz" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Find classes for your learning goals</h2>
      {/* Before hydration this is a plain GET form that continues in the find-my-classes quiz. */}
      <form className="quiz-form" action="/find-my-classes" method="get" onSubmit={onSubmit} noValidate>
        <input type="hidden" name="step" value="2" />
        <input type="hidden" name="category" value={category.slug} />
        <ChoiceFieldset
          key={current.key}
          name={current.key}
          type={current.type}
          question={current.question}
          hint={current.hint}
          options={current.options}
          selected={answers[current.key]}
          onToggle={(value, checked) => toggle(current.key, current.type, value, checked)}
          error={error}
          questionRef={question}
          progress={{ step: step + 1, steps: QUIZ.steps }}
        />
        <div className="quiz-actions">
          {step > 0 ? (
            <button type="button" className="button button-ghost" onClick={() => go(step - 1)}>
              Back
            </button>
          ) : null}
          <button type="submit" className="button button-primary">
            {step === QUIZ.steps - 1 ? 'See my classes' : 'Continue'}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The classes of the chosen topics (all of them when none match), best fit first. */
function recommend(classes: QuizClass[], answers: Answers, hasTopics: boolean): QuizClass[] {
  const chosen = new Set(answers.topic);
  const inTopics = hasTopics
    ? classes.filter((c) => c.subcategory && chosen.has(c.subcategory.slug))
    : classes;
  const pool = inTopics.length > 0 ? inTopics : classes;
  const time = answers.time[0];
  const level = answers.level[0] as ExperienceLevel | undefined;
  const ranked = time && isLearningTime(time) ? rankByLearningTime(pool, time, level) : pool;
  return ranked.slice(0, RECOMMENDATIONS);
}
