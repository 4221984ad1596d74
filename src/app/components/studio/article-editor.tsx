import { useState } from 'react';
import { RecipeBlock } from '~/app/components/article/recipe-block';
import { LegalBlocks } from '~/app/components/legal/legal-document';
import { type EditorArticle, type EditorArticleDocument, studioApi } from '~/app/lib/studio-api';
import { parseLegalMarkdown } from '~/shared/legal-markdown';
import { PREVIEW_PATHS } from '~/shared/studio-preview';
import { EditorActions, PreviewLink } from './editor-actions';
import { EditorInput, EditorSelect, EditorTextArea, HueInput } from './editor-fields';
import { apiNames, useEditorForm } from './editor-form';
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
const FIELD_NAMES = {
  ...apiNames(['title', 'slug', 'summary', 'instructorId', 'categoryId', 'hue', 'bodyMarkdown']),
  ...apiNames([...MINUTES, 'makes', 'ingredients', 'steps'], 'recipe.'),
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
  const [fields, setFields] = useState<Fields>(() => fieldsOf(initial.document));
  const [preview, setPreview] = useState(false);
  const form = useEditorForm({ onDone, fields: () => FIELD_NAMES });
  const { at } = form;
  const change = (next: Partial<Fields>) => {
    setFields((old) => ({ ...old, ...next }));
    form.changed();
  };
  const changeRecipe = (next: Partial<RecipeFields>) => change({ recipe: { ...fields.recipe, ...next } });

  function save(after?: () => void) {
    const document = documentOf(fields);
    if ('badMinutes' in document)
      return form.showErrors({
        fields: Object.fromEntries(
          document.badMinutes.map((name) => [name, 'Write whole minutes, 0 or more.']),
        ),
        form: null,
      });
    form.run(() => studioApi.saveArticle(initial.uuid, initial.version, document), 'Draft saved.', after);
  }

  const text = (name: 'title' | 'slug' | 'summary', label: string, hint?: string) => (
    <EditorInput
      {...at(name)}
      label={label}
      hint={hint}
      value={fields[name]}
      onChange={(value) => change({ [name]: value })}
    />
  );
  const recipeText = (name: keyof RecipeFields, label: string, hint?: string, long = false) =>
    long ? (
      <EditorTextArea
        {...at(name)}
        label={label}
        hint={hint}
        value={fields.recipe[name]}
        onChange={(value) => changeRecipe({ [name]: value })}
      />
    ) : (
      <EditorInput
        {...at(name)}
        label={label}
        hint={hint}
        inputMode={name.endsWith('Minutes') ? 'numeric' : undefined}
        value={fields.recipe[name]}
        onChange={(value) => changeRecipe({ [name]: value })}
      />
    );
  const select = (name: 'instructorId' | 'categoryId', label: string, options: Option[]) => (
    <EditorSelect
      {...at(name)}
      label={label}
      options={options}
      value={fields[name]}
      onChange={(value) => change({ [name]: value })}
    />
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
        <HueInput {...at('hue')} value={fields.hue} onChange={(hue) => change({ hue })} />
        <div className="catalog-wide">
          <EditorTextArea
            {...at('bodyMarkdown')}
            label="Text (Markdown)"
            hint="## starts a section (the table of contents lists them), - a list item; **strong**, *emphasis*, [a link](https://…). HTML is taken out when you save."
            className="article-editor-text"
            value={fields.bodyMarkdown}
            onChange={(bodyMarkdown) => change({ bodyMarkdown })}
          />
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
          {/* The text as it reads, in place; the page's own preview is the PreviewLink below. */}
          {preview ? 'Hide how the text reads' : 'Show how the text reads'}
        </button>
        {preview ? (
          <section className="article-editor-preview article-body" aria-label="How the text reads">
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

      <EditorActions form={form} reloadLabel="Reload the article" saveLabel="Save draft">
        <PreviewLink form={form} to={PREVIEW_PATHS.articlePage(initial.uuid)} save={save} />
        {canPublish ? (
          <PublishControls
            form={form}
            call={(at) => studioApi.publishArticle(initial.uuid, initial.version, at)}
          />
        ) : null}
      </EditorActions>
    </form>
  );
}
