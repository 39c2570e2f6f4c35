/**
 * React 19's own useSyncExternalStore, for wouter: the router imports it from the
 * `use-sync-external-store` shim, written for React 17 and older, which carries a fallback
 * implementation that React 19 never runs (≈ 0.3 KB gzipped in every page's entry script).
 * vite.config.ts points the shim's import here.
 */
export { useSyncExternalStore } from 'react';
