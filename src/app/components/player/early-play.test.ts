import { describe, expect, it } from 'vitest';
import { HELD_PRELOAD_REL, HELD_SCRIPT_TYPE } from '~/app/lib/held-scripts';
import { scriptReleaseScript } from '~/app/lib/script-release';
import { EARLY_PLAY_BUTTON, type EarlyPlay, earlyPlayScript, takeEarlyStart } from './early-play';
import { HLS_URL } from './hls-url';

// The early-play script runs in the page before any module: here it runs against stand-ins for
// the few DOM objects it touches (the play button, its <video>, document, navigator, fetch).

const MASTER = '/media/abc/master.m3u8?token=t1';
/** As the watch bundle gives them: the playlists name their files with the master's inner token. */
const FILES = [0, 1].map((i) => [
  MASTER,
  `/media/abc/v${i}.m3u8?token=t2`,
  `/media/abc/v${i}_000.ts?token=t2`,
]);

type FakeVideo = {
  src: string;
  currentTime: number;
  plays: number;
  listeners: Record<string, (() => void)[]>;
  emit: (type: string) => void;
};

/** A fake hls.js module: records what it was given. */
class FakeHls {
  static isSupported() {
    return true;
  }
  source = '';
  media: unknown = null;
  constructor(public options: unknown) {}
  loadSource(url: string) {
    this.source = url;
  }
  attachMedia(video: unknown) {
    this.media = video;
  }
}

function runScript(
  options: { nativeHls: boolean; downlink?: number; saveData?: boolean; startAt?: number } = {
    nativeHls: true,
  },
) {
  const video: FakeVideo = {
    src: '',
    currentTime: 0,
    plays: 0,
    listeners: {},
    emit(type) {
      for (const listener of this.listeners[type] ?? []) listener();
    },
  };
  const videoElement = {
    ...video,
    play() {
      videoElement.plays += 1;
      return Promise.resolve();
    },
    addEventListener(type: string, listener: () => void) {
      videoElement.listeners[type] = [...(videoElement.listeners[type] ?? []), listener];
    },
  };
  const classes: string[] = [];
  let onClick: ((event: { target: unknown }) => void) | null = null;
  const button = {
    classList: { add: (name: string) => classes.push(name) },
    parentNode: { querySelector: (selector: string) => (selector === 'video' ? videoElement : null) },
    contains: (node: unknown) => node === button,
  };
  const document = {
    getElementById: (id: string) => (id === EARLY_PLAY_BUTTON ? button : null),
    createElement: (tag: string) =>
      tag === 'video'
        ? { canPlayType: (type: string) => (options.nativeHls && /mpegurl/.test(type) ? 'maybe' : '') }
        : { rel: '', href: '' },
  };
  const navigator = {
    connection:
      options.downlink === undefined ? undefined : { downlink: options.downlink, saveData: options.saveData },
  };
  const fetched: { url: string; priority: string }[] = [];
  const fetch = (url: string, init: { priority: string }) => {
    fetched.push({ url, priority: init.priority });
    return Promise.resolve();
  };
  // The script hears presses on the window, in the capture phase (before React's root listener).
  const window: { atelierPlay?: EarlyPlay; addEventListener: (...args: unknown[]) => void } = {
    addEventListener: (type, listener, capture) => {
      if (type === 'click' && capture === true) onClick = listener as typeof onClick;
    },
  };
  // The test runner has no dynamic import for evaluated code: the script's import() of hls.js
  // (by its address) goes to the fake module.
  const script = earlyPlayScript(FILES, options.startAt ?? 0).replace('import(c.hls)', 'load(c.hls)');
  const imported: string[] = [];
  const load = (url: string) => {
    imported.push(url);
    return Promise.resolve({ default: FakeHls });
  };
  new Function('window', 'document', 'navigator', 'fetch', 'load', script)(
    window,
    document,
    navigator,
    fetch,
    load,
  );
  return {
    early: window.atelierPlay!,
    video: videoElement,
    press: () => onClick?.({ target: button }),
    pressElsewhere: () => onClick?.({ target: {} }),
    classes,
    fetched,
    imported,
  };
}

describe('the early-play script', () => {
  it('starts the browser’s own HLS on a press, once, and keeps when and what it started', () => {
    const page = runScript({ nativeHls: true });
    expect(page.early.at).toBeNull();
    expect(page.video.src).toBe('');
    // A click elsewhere on the page is not a press on Play.
    page.pressElsewhere();
    expect(page.early.at).toBeNull();
    page.press();
    expect(page.video.src).toBe(MASTER);
    expect(page.video.plays).toBe(1);
    expect(page.classes).toEqual(['is-starting']);
    expect(page.early.at).toEqual(expect.any(Number));
    expect(page.early.video).toBe(page.video);
    // A second press (before the player took over) starts nothing more.
    page.press();
    expect(page.video.plays).toBe(1);
    page.video.emit('playing');
    expect(page.early.frame).toBeGreaterThanOrEqual(page.early.at!);
  });

  it('seeks to the start position once the browser knows the stream', () => {
    const page = runScript({ nativeHls: true, startAt: 42 });
    page.press();
    expect(page.video.currentTime).toBe(0);
    page.video.emit('loadedmetadata');
    expect(page.video.currentTime).toBe(42);
  });

  it('without the browser’s HLS: on a press imports hls.js and attaches it on the connection’s rung', async () => {
    const page = runScript({ nativeHls: false, downlink: 10, startAt: 30 });
    expect(page.early.rung).toBe(1);
    page.press();
    const hls = (await page.early.started) as unknown as FakeHls;
    expect(page.imported).toEqual([HLS_URL]);
    expect(hls.options).toEqual({ startPosition: 30, startLevel: 1, capLevelToPlayerSize: true });
    expect(hls.source).toBe(MASTER);
    expect(hls.media).toBe(page.video);
    expect(page.video.plays).toBe(1);
    expect(page.video.src).toBe('');
  });

  it('fetches the starting rung’s first files early, unless the visitor saves data', () => {
    const slow = runScript({ nativeHls: true, downlink: 0.5 });
    expect(slow.early.rung).toBe(0);
    expect(slow.fetched).toEqual(FILES[0]!.map((url) => ({ url, priority: 'high' })));
    expect(runScript({ nativeHls: true, downlink: 10 }).fetched.map((f) => f.url)).toEqual(FILES[1]);
    expect(runScript({ nativeHls: true, downlink: 10, saveData: true }).fetched).toEqual([]);
  });
});

describe('takeEarlyStart', () => {
  it('hands over the playback started on that element, once', () => {
    const video = {} as HTMLVideoElement;
    const started = Promise.resolve(undefined);
    const win = globalThis as unknown as { window?: Window };
    const had = 'window' in globalThis;
    win.window = { atelierPlay: { at: 12, rung: 0, video, started, frame: 80 } } as unknown as Window;
    try {
      expect(takeEarlyStart({} as HTMLVideoElement)).toBeNull();
      expect(takeEarlyStart(video)).toEqual({ at: 12, frame: 80, started });
      expect(takeEarlyStart(video)).toBeNull();
    } finally {
      if (!had) delete win.window;
    }
  });
});

describe('the <head> script: hls.js early, the page’s scripts after the first frame’s files', () => {
  type Element = Record<string, unknown> & { fire?: (type: string) => void };
  /** A link with load and error events. */
  const link = (fields: Record<string, unknown>): Element => {
    const listeners: Record<string, () => void> = {};
    return {
      ...fields,
      addEventListener: (type: string, listener: () => void) => {
        listeners[type] = listener;
      },
      fire: (type: string) => listeners[type]?.(),
    };
  };
  const run = (options: {
    nativeHls: boolean;
    stream: boolean;
    preloads?: boolean;
    /** The stream files that had arrived before the script ran. */
    arrived?: string[];
    /** A tab in the background, which draws no frames. */
    hidden?: boolean;
    /** Whether the browser reports paint timing to observers. */
    paintTiming?: boolean;
  }) => {
    const added: Element[] = [];
    // The page's six module preloads, as the server wrote them (held).
    const held = [0, 1, 2, 3, 4, 5].map((i) => link({ rel: HELD_PRELOAD_REL, href: `/assets/m${i}.js` }));
    const streams = options.stream ? FILES[0]!.map((href) => link({ href })) : [];
    const script = {
      type: HELD_SCRIPT_TYPE,
      nonce: 'n0',
      textContent: 'import "/assets/entry.client-a.js";',
    };
    const parsed: (() => void)[] = [];
    const document = {
      readyState: 'loading',
      visibilityState: options.hidden ? 'hidden' : 'visible',
      querySelector: (selector: string) => (selector.includes('"/media/"') ? (streams[0] ?? null) : null),
      querySelectorAll: (selector: string) =>
        selector.includes(HELD_PRELOAD_REL)
          ? held.filter((l) => l.rel === HELD_PRELOAD_REL)
          : selector.includes(HELD_SCRIPT_TYPE)
            ? [script]
            : selector.includes('"/media/"')
              ? streams
              : [],
      createElement: (tag: string): Element =>
        tag === 'video'
          ? { canPlayType: () => (options.nativeHls ? 'maybe' : '') }
          : tag === 'link'
            ? link({ relList: { supports: () => options.preloads !== false } })
            : { tag },
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'DOMContentLoaded') parsed.push(listener);
      },
      head: { appendChild: (element: Element) => added.push(element) },
    };
    const performance = {
      getEntriesByName: (url: string) => ((options.arrived ?? []).includes(url) ? [{}] : []),
    };
    const timers: (() => void)[] = [];
    const frames: (() => void)[] = [];
    /** The paint entries the page's observers are told of. */
    const paints: ((name: string) => void)[] = [];
    class PaintObserver {
      static supportedEntryTypes = options.paintTiming === false ? [] : ['paint'];
      connected = false;
      constructor(callback: (list: { getEntriesByName: (name: string) => object[] }) => void) {
        paints.push((painted) => {
          if (this.connected) callback({ getEntriesByName: (name) => (name === painted ? [{}] : []) });
        });
      }
      observe(init: { type: string; buffered: boolean }) {
        expect(init).toEqual({ type: 'paint', buffered: true });
        this.connected = true;
      }
      disconnect() {
        this.connected = false;
      }
    }
    new Function(
      'document',
      'performance',
      'setTimeout',
      'requestAnimationFrame',
      'PerformanceObserver',
      scriptReleaseScript(),
    )(
      document,
      performance,
      (callback: () => void) => timers.push(callback),
      (callback: () => void) => frames.push(callback),
      PaintObserver,
    );
    const painted = (name: string) => {
      for (const tell of paints) tell(name);
    };
    const preloads = () => held.map((l) => l.rel);
    /** The released preloads arrive (those asked for so far). */
    const scriptsArrive = () => {
      for (const l of held.filter((h) => h.rel === 'modulepreload' && !h.arrived)) {
        l.arrived = true;
        l.fire!('load');
      }
    };
    const pageParsed = () => {
      document.readyState = 'interactive';
      for (const listener of parsed.splice(0)) listener();
    };
    return { added, streams, preloads, scriptsArrive, pageParsed, timers, frames, painted };
  };
  const moduleScript = {
    tag: 'script',
    type: 'module',
    nonce: 'n0',
    textContent: 'import "/assets/entry.client-a.js";',
  };

  const HELD = Array(6).fill(HELD_PRELOAD_REL);
  const RELEASED = Array(6).fill('modulepreload');
  /** Four at a time: the first four, then the last two. */
  const FIRST_FOUR = [...RELEASED.slice(0, 4), HELD_PRELOAD_REL, HELD_PRELOAD_REL];

  it('without HLS of its own: preloads hls.js, and releases the page’s scripts once it and the stream’s files have arrived, four at a time', () => {
    const page = run({ nativeHls: false, stream: true });
    const hls = page.added[0]!;
    expect(hls).toMatchObject({ rel: 'modulepreload', href: HLS_URL, fetchPriority: 'high' });
    expect(page.preloads()).toEqual(HELD);
    page.pageParsed();
    for (const file of page.streams) file.fire!('load');
    expect(page.preloads()).toEqual(HELD);
    hls.fire!('load');
    expect(page.preloads()).toEqual(FIRST_FOUR);
    page.scriptsArrive();
    expect(page.preloads()).toEqual(RELEASED);
    expect(page.added).toHaveLength(1);
    page.scriptsArrive();
    // All arrived, the page parsed: React Router's module script runs (a copy, with its nonce).
    expect(page.added.slice(1)).toEqual([moduleScript]);
  });

  it('with the browser’s HLS: waits for the stream’s files that have not arrived yet, failed ones too', () => {
    const page = run({ nativeHls: true, stream: true, arrived: [FILES[0]![0]!] });
    expect(page.added).toEqual([]);
    page.streams[1]!.fire!('load');
    expect(page.preloads()).toEqual(HELD);
    page.streams[2]!.fire!('error');
    expect(page.preloads()).toEqual(FIRST_FOUR);
    page.scriptsArrive();
    page.scriptsArrive();
    // The module script comes after the <head>: run once the page is parsed too.
    expect(page.added).toEqual([]);
    page.pageParsed();
    expect(page.added).toEqual([moduleScript]);
  });

  it('releases them after a while whatever has arrived, and runs the module script after a while whatever has arrived', () => {
    const page = run({ nativeHls: false, stream: true });
    page.timers.shift()!();
    expect(page.preloads()).toEqual(FIRST_FOUR);
    page.pageParsed();
    page.timers.shift()!();
    expect(page.added.slice(1)).toEqual([moduleScript]);
    // Once only.
    page.scriptsArrive();
    page.scriptsArrive();
    page.added[0]!.fire!('load');
    expect(page.added.slice(1)).toEqual([moduleScript]);
  });

  it('on a page without a stream: releases them all once the first contentful paint is reported, four per task', () => {
    const page = run({ nativeHls: false, stream: false });
    expect(page.preloads()).toEqual(HELD);
    // A first paint of the shell before the body has arrived is not enough.
    page.painted('first-paint');
    expect(page.preloads()).toEqual(HELD);
    page.painted('first-contentful-paint');
    expect(page.preloads()).toEqual(FIRST_FOUR);
    // The next task starts the rest, before any has arrived.
    page.timers.pop()!();
    expect(page.preloads()).toEqual(RELEASED);
    page.scriptsArrive();
    page.pageParsed();
    expect(page.added).toEqual([moduleScript]);
    // Neither the safety timers nor another report releases anything twice.
    page.painted('first-contentful-paint');
    for (const timer of page.timers.splice(0)) timer();
    expect(page.added).toEqual([moduleScript]);
  });

  it('without paint timing: releases them once a frame has been drawn (a timer set in the frame’s callback)', () => {
    const page = run({ nativeHls: false, stream: false, paintTiming: false });
    page.frames.shift()!();
    expect(page.preloads()).toEqual(HELD);
    page.timers.pop()!();
    expect(page.preloads()).toEqual(FIRST_FOUR);
    page.timers.pop()!();
    expect(page.preloads()).toEqual(RELEASED);
  });

  it('releases them after a while if no paint is reported', () => {
    const page = run({ nativeHls: false, stream: false });
    page.timers.shift()!();
    expect(page.preloads()).toEqual(FIRST_FOUR);
    page.timers.pop()!();
    expect(page.preloads()).toEqual(RELEASED);
  });

  it('releases them at once in a hidden tab without a stream, all together in a browser without preloads', () => {
    for (const options of [
      { nativeHls: false, stream: false, hidden: true },
      { nativeHls: false, stream: true, preloads: false },
    ]) {
      const page = run(options);
      if (options.preloads !== false) {
        expect(page.preloads()).toEqual(FIRST_FOUR);
        page.timers.pop()!();
      }
      expect(page.preloads()).toEqual(RELEASED);
      page.scriptsArrive();
      page.pageParsed();
      expect(page.added).toEqual([moduleScript]);
    }
  });
});
