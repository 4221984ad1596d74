import hlsLightUrl from 'hls.js/dist/hls.light.min.mjs?url';

/** The URL of hls.js (light build) as its own file: one address for the preload and the import. */
export const HLS_URL = hlsLightUrl;
