import { describe, expect, it } from 'vitest';
import { HELD_PRELOAD_REL, HELD_SCRIPT_TYPE, holdPageScripts } from './held-scripts';

const HEAD = '<head><link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n"/>';
const STREAM = '<link rel="preload" href="/media/abc/master.m3u8?token=t" as="fetch"/>';
const SCRIPT = '<script nonce="n" type="module" async="">import "/assets/entry.client-a.js";</script>';

describe('holdPageScripts', () => {
  it('writes the module preloads and the module script held on a page that preloads a stream, in every later piece', () => {
    const rewrite = holdPageScripts();
    expect(rewrite(`<html>${STREAM}${HEAD}`)).toBe(
      `<html>${STREAM}<head><link rel="${HELD_PRELOAD_REL}" href="/assets/entry.client-a.js" nonce="n"/>`,
    );
    expect(rewrite(`<body>${SCRIPT}`)).toBe(
      `<body><script nonce="n" type="${HELD_SCRIPT_TYPE}" async="">import "/assets/entry.client-a.js";</script>`,
    );
  });

  it('leaves every other page as it is', () => {
    const rewrite = holdPageScripts();
    expect(rewrite(HEAD)).toBe(HEAD);
    expect(rewrite(SCRIPT)).toBe(SCRIPT);
    // The page's text is escaped by React: a lesson that quotes the tag holds nothing.
    const quoted = '<p>&lt;link rel=&quot;preload&quot; href=&quot;/media/</p>';
    expect(rewrite(quoted + HEAD)).toBe(quoted + HEAD);
  });
});
