import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import loaders from 'virtual:evergreen/tool-loaders';
import type { ToolProps } from './types';

/*
 * Tool id (as written in content) → lazily loaded component, so each page downloads only its own
 * tool. The loaders are each tool definition's `load` (src/tools/<Tool>/tool.ts), gathered at build
 * time (scripts/tool-index-plugin.ts): this module is part of the entry script, and importing the
 * definitions would bring every tool's fields and rules with it.
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

/** Starts downloading a tool's chunk early (e.g. before hydration of the page that shows it). */
export function preloadTool(id: string): Promise<unknown> {
  return isToolAvailable(id) ? loaders[id]!() : Promise.resolve();
}

export function isToolAvailable(id: string): boolean {
  return Object.hasOwn(loaders, id);
}
