import { Fragment } from 'react';
import { normalize } from '~/features/search/text';

const WORDS = /([\p{L}\p{N}'’ʼ]+)/u;

/** The text with the words the query matched in <mark>. */
export function Highlight({ text, terms }: { text: string; terms: ReadonlySet<string> }) {
  if (terms.size === 0) return <>{text}</>;
  const parts = text.split(WORDS);
  return (
    <>
      {parts.map((part, i) =>
        // Odd indexes are the captured words.
        i % 2 === 1 && terms.has(normalize(part).replace(/['’ʼ]/g, '')) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never move.
          <mark key={i}>{part}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never move.
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
