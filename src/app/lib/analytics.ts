/**
 * The app's one analytics call. It only records: events go to `window.dataLayer` (where a
 * tag manager, when one is installed, picks them up) and out as an `atelier:track`
 * DOM event for anything in the page that listens. Nothing here calls a server.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export const TRACK_EVENT = 'atelier:track';

export type TrackDetail = { event: string; properties: Record<string, unknown> };

export function track(event: string, properties: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...properties });
  window.dispatchEvent(new CustomEvent<TrackDetail>(TRACK_EVENT, { detail: { event, properties } }));
}
