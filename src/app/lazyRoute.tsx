import { lazy, type ComponentType } from 'react';

/**
 * A route component in its own chunk that can be loaded before rendering. The prerenderer and
 * the client both preload the current route first, so the server HTML and the first client
 * render are the same tree and hydration never suspends; later navigations load lazily.
 */
export function lazyRoute<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = async () => {
    loaded ??= await load();
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Route(props: P) {
    const Component = loaded;
    return Component ? <Component {...props} /> : <Lazy {...props} />;
  }
  Route.preload = preload;
  return Route;
}

export interface PageRoute {
  /** A wouter pattern: `/saved`, `/tools/:toolId`. */
  path: string;
  /** The page's module as the build manifest names it (scripts/prerender.mjs links its chunks). */
  module: string;
  page: ReturnType<typeof lazyRoute<object>>;
}

/** A page of the route table (routes.ts), its component loaded on demand. */
export function pageRoute(path: string, module: string, load: () => Promise<ComponentType<object>>): PageRoute {
  return { path, module, page: lazyRoute(load) };
}
