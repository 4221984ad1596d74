import { useEffect, useId, useRef, useState } from 'react';
import { Form, useNavigate } from 'react-router';
import { MAX_QUERY_LENGTH } from '~/features/search/text';
import { CONTENT_TEXTS } from '~/shared/spec';
import { fetchSuggestions, SEARCH_PAGE, type SearchResultItem, searchHref, TYPE_LABELS } from './search-api';
import '../shell/page-shell.css';
import './search-box.css';

const DEBOUNCE_MS = 180;
const MIN_CHARS = 2;

type Option = { key: string; label: string; detail: string; url: string };

/**
 * The search field of the header and of the search page: a GET form to /library-search
 * (works without JavaScript), enhanced into an ARIA 1.2 combobox whose list shows the best
 * matches as one types (debounced calls to GET /api/v3/search) and a "see all results"
 * entry. Arrow keys move through the list, Enter opens the active entry, Escape closes it;
 * a polite live region says how many suggestions there are.
 */
export function SearchBox({
  variant,
  defaultValue = '',
}: {
  variant: 'header' | 'page';
  defaultValue?: string;
}) {
  const id = useId();
  const inputId = `${id}-q`;
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const [value, setValue] = useState(defaultValue);
  const [results, setResults] = useState<SearchResultItem[]>([]);
  const [total, setTotal] = useState(0);
  /** The query the suggestions are for (the field may have moved on while the next call waits). */
  const [answered, setAnswered] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(0);

  // A new query in the address (navigation) replaces what the field shows.
  useEffect(() => setValue(defaultValue), [defaultValue]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const options: Option[] = results.map((r) => ({
    key: r.id,
    label: r.title,
    // A lesson's context already says "Lesson 3 · <class>".
    detail: [
      r.type === 'lesson' ? null : TYPE_LABELS[r.type].one,
      r.context,
      r.comingSoon ? CONTENT_TEXTS.comingSoon : null,
    ]
      .filter(Boolean)
      .join(' · '),
    url: r.url,
  }));
  if (options.length > 0)
    options.push({
      key: 'all',
      label: `See all ${total} results for “${answered}”`,
      detail: '',
      url: searchHref({ q: answered }),
    });
  const expanded = open && options.length > 0;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function suggest(text: string) {
    if (timer.current) clearTimeout(timer.current);
    const q = text.trim();
    const call = ++latest.current;
    if (q.length < MIN_CHARS) {
      setResults([]);
      close();
      setAnnouncement('');
      return;
    }
    timer.current = setTimeout(() => {
      fetchSuggestions(q)
        .then((answer) => {
          if (call !== latest.current) return; // an older answer arriving late
          setResults(answer.results);
          setTotal(answer.total);
          setAnswered(q);
          setActive(-1);
          setOpen(true);
          setAnnouncement(
            answer.results.length === 0
              ? `No suggestions for ${q}`
              : `${answer.results.length} suggestions, ${answer.total} results in all. Use the up and down arrows to review them.`,
          );
        })
        .catch(() => {
          if (call === latest.current) close();
        });
    }, DEBOUNCE_MS);
  }

  function go(option: Option) {
    close();
    latest.current++;
    navigate(option.url);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      // Positions -1 (the input itself) to n-1, wrapping around.
      const positions = options.length + 1;
      setActive((current) =>
        expanded ? ((current + 1 + step + positions) % positions) - 1 : step === 1 ? 0 : options.length - 1,
      );
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      go(options[active]);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        close();
      } else if (value) {
        event.preventDefault();
        setValue('');
        suggest('');
      }
    }
  }

  const activeId = expanded && active >= 0 ? `${listId}-${active}` : undefined;

  return (
    <Form
      method="get"
      action={SEARCH_PAGE}
      role="search"
      className={`search-box search-box-${variant}`}
      onSubmit={() => {
        latest.current++;
        close();
      }}
    >
      <label htmlFor={inputId} className={variant === 'header' ? 'visually-hidden' : 'search-box-label'}>
        Search classes, sessions, lessons, instructors and articles
      </label>
      <div className="search-box-field">
        <input
          id={inputId}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={MAX_QUERY_LENGTH}
          placeholder={variant === 'header' ? 'Search' : 'Try “sourdough” or an instructor’s name'}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            suggest(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            if (results.length > 0 && value.trim().length >= MIN_CHARS) setOpen(true);
          }}
          onBlur={close}
        />
        <button type="submit" className="search-box-submit">
          <span aria-hidden="true">⌕</span>
          <span className="visually-hidden">Search</span>
        </button>
        <div
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          className="search-suggestions"
          hidden={!expanded}
        >
          {expanded
            ? options.map((option, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works through the combobox input.
                <div
                  key={option.key}
                  id={`${listId}-${index}`}
                  role="option"
                  // Never focused: the input keeps the focus and points here with aria-activedescendant.
                  tabIndex={-1}
                  aria-selected={index === active}
                  className={
                    option.key === 'all' ? 'search-suggestion search-suggestion-all' : 'search-suggestion'
                  }
                  // Keep the focus in the input, so the list does not close before the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => go(option)}
                >
                  <span className="search-suggestion-label">{option.label}</span>
                  {option.detail ? <span className="search-suggestion-detail">{option.detail}</span> : null}
                </div>
              ))
            : null}
        </div>
      </div>
      {/* A bare live region, not role="status": pages keep their one status message to themselves. */}
      <div aria-live="polite" aria-atomic="true" className="visually-hidden search-box-announcement">
        {announcement}
      </div>
    </Form>
  );
}
