import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import loaders from 'virtual:evergreen/tool-loaders';
import type { ToolLoader, ToolProps } from './types';

/*
 * Tool id (as written in content) → lazily loaded component, so each page downloads only its own
 * tool. The loaders come from the generated tool index (scripts/tool-index-plugin.ts: each tool's
 * `<Folder>/<Folder>.tsx`, by the id in its tool.meta.ts): this module is part of the entry script,
 * and importing the definitions would bring every tool's fields and rules with it.
 */

const lazyCache = new Map<string, LazyExoticComponent<ComponentType<ToolProps>>>();

export function getTool(id: string): LazyExoticComponent<ComponentType<ToolProps>> | undefined {
  const load = Object.hasOwn(loaders, id) ? loaders[id] : undefined;
  if (!load) return undefined;
  let component = lazyCache.get(id);
  if (!component) {
    component = lazy(load);
    lazyCache.set(id, component);
  }
  return component;
}

/** The tool's component module, loaded as the site loads it (tests and transcripts render it so). */
export function loadTool(id: string): ReturnType<ToolLoader> {
  const load = Object.hasOwn(loaders, id) ? loaders[id] : undefined;
  if (!load)
    throw new Error(`No tool "${id}": its folder's tool.meta.ts names the ids (src/tools/toolIndex.generated.json)`);
  return load();
}

/** Starts downloading a tool's chunk early (e.g. before hydration of the page that shows it). */
export function preloadTool(id: string): Promise<unknown> {
  return isToolAvailable(id) ? loaders[id]!() : Promise.resolve();
}

export function isToolAvailable(id: string): boolean {
  return Object.hasOwn(loaders, id);
}
