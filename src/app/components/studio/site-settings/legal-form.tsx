import { useState } from 'react';
import { LegalBlocks } from '~/app/components/legal/legal-document';
import { siteSettingsApi } from '~/app/lib/site-settings-api';
import type { LegalPageBlock } from '~/features/legal/legal.service';
import {
  fillPlaceholders,
  type LegalSpan,
  legalMarkdownProblem,
  parseLegalMarkdown,
  sanitiseLegalMarkdown,
} from '~/shared/legal-markdown';
import { CatalogField } from '../catalog-field';
import { SettingsForm, TextSetting } from './settings-form';

type LegalFields = { title: string; summary: string; markdown: string };

/**
 * The text of /terms or /privacy in Markdown, with a preview drawn by the page's own component
 * from the same parser (legal-markdown.ts): what Save would store (HTML taken out) and show.
 */
export function LegalForm({
  page,
  text,
  values,
  isSet,
}: {
  page: 'terms' | 'privacy';
  text: LegalFields & { updatedOn: string };
  /** What each placeholder says now. */
  values: Record<string, string>;
  isSet: boolean;
}) {
  const [fields, setFields] = useState<LegalFields>({
    title: text.title,
    summary: text.summary,
    markdown: text.markdown,
  });
  const [preview, setPreview] = useState(false);
  const set = (name: keyof LegalFields) => (value: string) => setFields((old) => ({ ...old, [name]: value }));
  const stored = sanitiseLegalMarkdown(fields.markdown);
  const problem = legalMarkdownProblem(stored, Object.keys(values));
  const spans = (list: LegalSpan[]) =>
    list.map((span) => ({ ...span, text: fillPlaceholders(span.text, values) }));
  return (
    <SettingsForm
      section={page}
      fields={['title', 'summary', 'markdown']}
      saveLabel="Save text"
      savedText={`Saved: /${page} shows it now, dated today.`}
      isSet={isSet}
      onSave={() => siteSettingsApi.saveLegal(page, fields)}
      onReset={() => siteSettingsApi.reset(page)}
    >
      {(form) => {
        const markdownId = `${form.id}-markdown`;
        return (
          <>
            <TextSetting
              form={form}
              name="title"
              label="Title"
              value={fields.title}
              onChange={set('title')}
            />
            <TextSetting
              form={form}
              name="summary"
              label="Summary"
              hint="Under the title, and the page's description for search engines."
              value={fields.summary}
              onChange={set('summary')}
              wide
            />
            <div className="catalog-wide">
              <CatalogField
                id={markdownId}
                label="Text (Markdown)"
                hint={`## starts a section, - a list item; **strong**, *emphasis*, [a link](https://…). {cookie_table} puts the cookie table on its own line. Placeholders: ${Object.keys(
                  values,
                )
                  .map((name) => `{${name}}`)
                  .join(' ')}. HTML is taken out when you save.`}
                error={form.errors.fields.markdown}
              >
                {(described) => (
                  <textarea
                    id={markdownId}
                    className="studio-control site-legal-text"
                    value={fields.markdown}
                    onChange={(event) => set('markdown')(event.target.value)}
                    {...described}
                  />
                )}
              </CatalogField>
            </div>
            <div className="catalog-wide">
              <button
                type="button"
                className="button button-ghost"
                aria-expanded={preview}
                onClick={() => setPreview((open) => !open)}
              >
                {preview ? 'Hide preview' : 'Preview'}
              </button>
              {preview ? (
                <section className="site-legal-preview article-body" aria-label={`Preview of /${page}`}>
                  {problem ? <p className="field-error">{problem}</p> : null}
                  <h3>{fillPlaceholders(fields.title, values)}</h3>
                  <p>{fillPlaceholders(fields.summary, values)}</p>
                  {parseLegalMarkdown(stored).sections.map((section, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the preview's sections in order.
                    <section key={index}>
                      <h4>{fillPlaceholders(section.heading, values)}</h4>
                      <LegalBlocks
                        blocks={section.blocks.map(
                          (block): LegalPageBlock =>
                            block.kind === 'paragraph'
                              ? { kind: 'paragraph', spans: spans(block.spans) }
                              : block.kind === 'list'
                                ? { kind: 'list', items: block.items.map(spans) }
                                : {
                                    kind: 'paragraph',
                                    spans: [{ text: '(The table of cookies goes here.)', style: 'em' }],
                                  },
                        )}
                      />
                    </section>
                  ))}
                </section>
              ) : null}
            </div>
          </>
        );
      }}
    </SettingsForm>
  );
}
