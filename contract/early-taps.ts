// Where the page's inline capture (server/plugins/page-loader.ts) leaves the taps it kept before
// the app hydrated, and where the app (src/lib/early-taps.ts, src/lib/deferred-pieces.ts) finds
// them: `window[earlyTapsKey]`. Shared because both sides act on it.
export const earlyTapsKey = '__shopEarlyTaps'
