/**
 * How long typing pauses before the palette asks the server. Its own file so that the search benchmark
 * (scripts/bench-palette-search.ts) adds the same number to the server's latency.
 */
export const PALETTE_DEBOUNCE_MS = 60;
