import { describe, expect, it } from 'vitest';
import { HELD_PRELOAD_REL, HELD_SCRIPT_TYPE, holdPageScripts } from './held-scripts';

const HEAD = '<head><link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n"/>';
const STREAM = '<link rel="preload" href="/media/abc/master.m3u8?token=t" as="fetch"/>';
const SCRIPT = '<script nonce="n" type="module" async="">import "/assets/entry.client-a.js";</script>';

describe('holdPageScripts', () => {
  it('writes the module preloads and the module script held', () => {
    expect(holdPageScripts(`<html>${STREAM}${HEAD}`)).toBe(
      `<html>${STREAM}<head><link rel="${HELD_PRELOAD_REL}" href="/assets/entry.client-a.js" nonce="n"/>`,
    );
    expect(holdPageScripts(`<body>${SCRIPT}`)).toBe(
      `<body><script nonce="n" type="${HELD_SCRIPT_TYPE}" async="">import "/assets/entry.client-a.js";</script>`,
    );
  });

  it('leaves the page’s text as it is: React escapes a lesson that quotes the tag', () => {
    const quoted = '<p>&lt;link rel=&quot;modulepreload&quot; href=&quot;/assets/</p>';
    expect(holdPageScripts(quoted)).toBe(quoted);
  });
});
