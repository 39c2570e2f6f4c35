import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ToolEntry, ToolProps } from './types';

type Loader = ToolEntry['load'];

/**
 * Tool id (as written in content) → lazily loaded component, so each page downloads only its
 * own tool. Ids are listed in docs/CONVENTIONS.md.
 */
const entries = import.meta.glob<ToolEntry>('./*/tool.ts', { import: 'tool', eager: true });
const loaders: Record<string, Loader> = Object.fromEntries(
  Object.values(entries).map((entry) => [entry.id, entry.load]),
);

const lazyCache = new Map<string, LazyExoticComponent<ComponentType<ToolProps>>>();

export function getTool(id: string): LazyExoticComponent<ComponentType<ToolProps>> | undefined {
  const load = loaders[id];
  if (!load) return undefined;
  let component = lazyCache.get(id);
  if (!component) {
    component = lazy(load);
    lazyCache.set(id, component);
  }
  return component;
}

/** Starts downloading a tool's chunk early (e.g. before hydration of the page that shows it). */
export function preloadTool(id: string): Promise<unknown> {
  return loaders[id]?.() ?? Promise.resolve();
}

export function isToolAvailable(id: string): boolean {
  return id in loaders;
}
