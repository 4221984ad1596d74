import { useMatches } from 'react-router';

/**
 * What a route may change about the page around it (product.md 2.3), exported from
 * the route module as `handle = { shell: { ... } }`. Deeper routes win.
 */
export type ShellSettings = {
  hideNavigation: boolean;
  /** Reserve the promo banner slot above the header. */
  promoBanner: boolean;
  footer: 'full' | 'minimal' | 'none';
  /** The page name sent with analytics page calls. */
  analyticsLabel: string;
  theme: 'dark' | 'light';
  /**
   * The page alone: no header, footer, promo slot, pop-ups or consent banner (the
   * Chromecast receiver, shown full screen on a TV; calls-and-errors.md 2).
   */
  bare: boolean;
};

export type RouteHandle = {
  shell?: Partial<ShellSettings>;
  /**
   * The page is the same for every visitor without a session (its loader reads only what the
   * page cache keys on), so it is rendered once and shared (app/lib/shared-page.ts).
   */
  sharedPage?: boolean;
};

export const DEFAULT_SHELL: ShellSettings = {
  hideNavigation: false,
  promoBanner: true,
  footer: 'full',
  analyticsLabel: 'page',
  theme: 'dark',
  bare: false,
};

export function useShellSettings(): ShellSettings {
  const matches = useMatches();
  const settings: ShellSettings = { ...DEFAULT_SHELL };
  for (const match of matches) Object.assign(settings, (match.handle as RouteHandle | undefined)?.shell);
  return settings;
}
