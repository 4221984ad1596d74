import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { RecipeBlock } from '~/app/components/article/recipe-block';
import { FormAlert } from '~/app/components/auth/form-parts';
import { LegalBlocks } from '~/app/components/legal/legal-document';
import { type FormErrors, formErrorsFrom, NO_ERRORS } from '~/app/lib/form-errors';
import { type EditorArticle, type EditorArticleDocument, studioApi } from '~/app/lib/studio-api';
import { ApiError } from '~/shared/api-client';
import { parseLegalMarkdown } from '~/shared/legal-markdown';
import { PAGE_TEXTS } from '~/shared/spec';
import { CatalogField } from './catalog-field';
import { PublishControls } from './publish-controls';
import './class-editor.css';
import './article-editor.css';

type Option = { id: number; name: string };
/** The recipe as typed: minutes stay text until checked, lists one line each. */
type RecipeFields = Record<
  'prepMinutes' | 'cookMinutes' | 'totalMinutes' | 'makes' | 'ingredients' | 'steps',
  string
>;
type Fields = Omit<EditorArticleDocument, 'recipe'> & { hasRecipe: boolean; recipe: RecipeFields };
const MINUTES = ['prepMinutes', 'cookMinutes', 'totalMinutes'] as const;
const NO_RECIPE: RecipeFields = {
  prepMinutes: '0',
  cookMinutes: '0',
  totalMinutes: '0',
  makes: '',
  ingredients: '',
  steps: '',
};
/** The API's field paths, as the form's names. */
const FIELD_NAMES: Record<string, string> = {
  title: 'title',
  slug: 'slug',
  summary: 'summary',
  instructor_id: 'instructorId',
  category_id: 'categoryId',
  hue: 'hue',
  body_markdown: 'bodyMarkdown',
  ...Object.fromEntries(
    ['prep_minutes', 'cook_minutes', 'total_minutes', 'makes', 'ingredients', 'steps'].flatMap((name) => {
      const camel = name.replace(/_(.)/g, (_, c: string) => c.toUpperCase());
      return [
        [`recipe.${name}`, camel],
        [`document.recipe.${name}`, camel],
      ];
    }),
  ),
};

function fieldsOf(document: EditorArticleDocument): Fields {
  const { recipe, ...rest } = document;
  return {
    ...rest,
    hasRecipe: recipe !== null,
    recipe: recipe
      ? {
          ...recipe,
          prepMinutes: String(recipe.prepMinutes),
          cookMinutes: String(recipe.cookMinutes),
          totalMinutes: String(recipe.totalMinutes),
          ingredients: recipe.ingredients.join('\n'),
          steps: recipe.steps.join('\n'),
        }
      : NO_RECIPE,
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const wholeMinutes = (text: string) => (/^\d{1,5}$/.test(text.trim()) ? Number(text) : null);

/** The document to save, or the recipe's fields that are not whole minutes. */
function documentOf(fields: Fields): EditorArticleDocument | { badMinutes: string[] } {
  const { hasRecipe, recipe, ...rest } = fields;
  if (!hasRecipe) return { ...rest, recipe: null };
  const badMinutes = MINUTES.filter((name) => wholeMinutes(recipe[name]) === null);
  if (badMinutes.length) return { badMinutes };
  return {
    ...rest,
    recipe: {
      prepMinutes: wholeMinutes(recipe.prepMinutes)!,
      cookMinutes: wholeMinutes(recipe.cookMinutes)!,
      totalMinutes: wholeMinutes(recipe.totalMinutes)!,
      makes: recipe.makes,
      ingredients: lines(recipe.ingredients),
      steps: lines(recipe.steps),
    },
  };
}

/**
 * An article's draft: its fields, its body in Markdown with a preview as visitors will see it,
 * and its recipe. Save keeps the draft; Publish makes it public at once or at a chosen time.
 * Every call carries the version this page read (a stale one says who saved and when).
 */
export function ArticleEditor({
  initial,
  instructors,
  categories,
  canPublish,
  onDone,
}: {
  initial: EditorArticle;
  instructors: Option[];
  categories: Option[];
  canPublish: boolean;
  onDone: (notice: string) => void;
}) {
  const id = useId();
  const revalidator = useRevalidator();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(initial.document));
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [stale, setStale] = useState(false);
  const [preview, setPreview] = useState(false);
  const [errors, setErrors] = useState<FormErrors<string>>(NO_ERRORS);
  const field = (name: string) => `${id}-${name}`;
  const change = (next: Partial<Fields>) => {
    setFields((old) => ({ ...old, ...next }));
    setDirty(true);
  };
  const changeRecipe = (next: Partial<RecipeFields>) => change({ recipe: { ...fields.recipe, ...next } });
  const focusFirst = (found: FormErrors<string>) => {
    const first = Object.keys(found.fields)[0];
    if (first) globalThis.document.getElementById(field(first))?.focus();
  };

  async function run(action: () => Promise<EditorArticle>, done: string) {
    if (busy) return;
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      await action();
      onDone(done);
      revalidator.revalidate();
    } catch (error) {
      setStale(
        error instanceof ApiError && error.status === 409 && error.errors[0]?.code === 'catalog_stale',
      );
      const found = formErrorsFrom(error, FIELD_NAMES, PAGE_TEXTS.tryAgain);
      setErrors(found);
      focusFirst(found);
      setBusy(false);
    }
  }

  function save() {
    const document = documentOf(fields);
    if ('badMinutes' in document) {
      const found = {
        fields: Object.fromEntries(
          document.badMinutes.map((name) => [name, 'Write whole minutes, 0 or more.']),
        ),
        form: null,
      };
      setErrors(found);
      return focusFirst(found);
    }
    run(() => studioApi.saveArticle(initial.uuid, initial.version, document), 'Draft saved.');
  }

  const text = (name: 'title' | 'slug' | 'summary', label: string, hint?: string) => (
    <CatalogField id={field(name)} label={label} hint={hint} error={errors.fields[name]}>
      {(described) => (
        <input
          id={field(name)}
          className="studio-control"
          type="text"
          value={fields[name]}
          onChange={(event) => change({ [name]: event.target.value })}
          {...described}
        />
      )}
    </CatalogField>
  );
  const recipeText = (name: keyof RecipeFields, label: string, hint?: string, long = false) => (
    <CatalogField id={field(name)} label={label} hint={hint} error={errors.fields[name]}>
      {(described) =>
        long ? (
          <textarea
            id={field(name)}
            className="studio-control"
            value={fields.recipe[name]}
            onChange={(event) => changeRecipe({ [name]: event.target.value })}
            {...described}
          />
        ) : (
          <input
            id={field(name)}
            className="studio-control"
            type="text"
            inputMode={name.endsWith('Minutes') ? 'numeric' : undefined}
            value={fields.recipe[name]}
            onChange={(event) => changeRecipe({ [name]: event.target.value })}
            {...described}
          />
        )
      }
    </CatalogField>
  );
  const select = (name: 'instructorId' | 'categoryId', label: string, options: Option[]) => (
    <CatalogField id={field(name)} label={label} error={errors.fields[name]}>
      {(described) => (
        <select
          id={field(name)}
          className="studio-control"
          value={fields[name] ?? ''}
          onChange={(event) => change({ [name]: Number(event.target.value) })}
          {...described}
        >
          {fields[name] === null ? <option value="">Choose</option> : null}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </CatalogField>
  );
  const previewRecipe = documentOf(fields);

  return (
    <form
      className="class-editor"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className="catalog-form">
        <div className="catalog-wide">{text('title', 'Title')}</div>
        {text('slug', 'Address (slug)', 'Changing it later keeps the old address working.')}
        {select('instructorId', 'Author', instructors)}
        <div className="catalog-wide">
          {text('summary', 'Summary', 'Under the title and on the article’s card.')}
        </div>
        {select('categoryId', 'Category', categories)}
        <CatalogField id={field('hue')} label="Artwork colour (hue, 0-359)" error={errors.fields.hue}>
          {(described) => (
            <input
              id={field('hue')}
              className="studio-control"
              type="number"
              min={0}
              max={359}
              value={fields.hue}
              onChange={(event) => change({ hue: Number(event.target.value) })}
              {...described}
            />
          )}
        </CatalogField>
        <div className="catalog-wide">
          <CatalogField
            id={field('bodyMarkdown')}
            label="Text (Markdown)"
            hint="## starts a section (the table of contents lists them), - a list item; **strong**, *emphasis*, [a link](https://…). HTML is taken out when you save."
            error={errors.fields.bodyMarkdown}
          >
            {(described) => (
              <textarea
                id={field('bodyMarkdown')}
                className="studio-control article-editor-text"
                value={fields.bodyMarkdown}
                onChange={(event) => change({ bodyMarkdown: event.target.value })}
                {...described}
              />
            )}
          </CatalogField>
        </div>
      </div>

      <h2 className="class-editor-heading">Recipe</h2>
      <label className="article-editor-check">
        <input
          type="checkbox"
          checked={fields.hasRecipe}
          onChange={(event) => change({ hasRecipe: event.target.checked })}
        />{' '}
        This article has a recipe
      </label>
      {fields.hasRecipe ? (
        <div className="catalog-form">
          {recipeText('prepMinutes', 'Prep time (minutes)')}
          {recipeText('cookMinutes', 'Cook time (minutes)')}
          {recipeText('totalMinutes', 'Total time (minutes)', 'Prep, cook and any waiting.')}
          {recipeText('makes', 'Makes', 'Such as “12 rolls”.')}
          <div className="catalog-wide">{recipeText('ingredients', 'Ingredients', 'One a line.', true)}</div>
          <div className="catalog-wide">{recipeText('steps', 'Steps', 'One a line, in order.', true)}</div>
        </div>
      ) : null}

      <div>
        <button
          type="button"
          className="button button-ghost"
          aria-expanded={preview}
          onClick={() => setPreview((open) => !open)}
        >
          {preview ? 'Hide preview' : 'Preview'}
        </button>
        {preview ? (
          <section className="article-editor-preview article-body" aria-label="Preview">
            <h3>{fields.title}</h3>
            <p>{fields.summary}</p>
            {parseLegalMarkdown(fields.bodyMarkdown).sections.map((section, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the preview's sections in order.
              <section key={index}>
                <h4>{section.heading}</h4>
                <LegalBlocks blocks={section.blocks.filter((block) => block.kind !== 'cookies')} />
              </section>
            ))}
            {'recipe' in previewRecipe && previewRecipe.recipe ? (
              <RecipeBlock recipe={previewRecipe.recipe} rating={null} />
            ) : null}
          </section>
        ) : null}
      </div>

      <div className="class-editor-actions">
        <FormAlert message={errors.form} />
        {stale ? (
          <button type="button" className="button button-ghost" onClick={() => revalidator.revalidate()}>
            Reload the article
          </button>
        ) : null}
        <div className="catalog-form-actions">
          <button type="submit" className="button button-primary" aria-disabled={busy || undefined}>
            Save draft
          </button>
          {canPublish ? (
            <PublishControls
              busy={busy}
              dirty={dirty}
              publish={(at) =>
                run(
                  () => studioApi.publishArticle(initial.uuid, initial.version, at),
                  at ? 'Scheduled.' : 'Published: visitors see it now.',
                )
              }
              problem={(form) => setErrors({ fields: {}, form })}
            />
          ) : null}
        </div>
      </div>
    </form>
  );
}
