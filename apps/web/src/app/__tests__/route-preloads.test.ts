// @vitest-environment node
import type { RouteObject } from 'react-router';
import type { Plugin, PluginOption } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../../vite.config';
import { routes } from '../router';
import { PartnerLayout } from '../routes/lazy-screens';

/*
 * A partner screen is often opened directly (a bookmark, a reload, the link in an e-mail): the
 * build lists its code as preloads of its page (`routePreloads` in vite.config.ts), or the screen
 * waits for one more round trip after the start-up code. A new screen's route is easy to forget
 * there; this keeps the list and the router in step.
 */

function preloadedRoutes(): string[] {
  const config = viteConfig({ command: 'build', mode: 'production', isSsrBuild: false, isPreview: false });
  const flat = (options: unknown): unknown[] => (Array.isArray(options) ? options.flatMap(flat) : [options]);
  const plugins = flat((config as { plugins?: PluginOption[] }).plugins) as Array<Plugin | null | undefined>;
  const plugin = plugins.find((candidate) => candidate?.name === 'portal:route-preloads');
  if (!plugin) throw new Error('vite.config.ts has no route preloads');
  return (plugin.api as { routes: string[] }).routes.map((route) => route.toLowerCase());
}

/** The paths of the routes below `route`, itself included. */
function pathsBelow(route: RouteObject): string[] {
  return [...(route.path ? [route.path] : []), ...(route.children ?? []).flatMap(pathsBelow)];
}

function flatten(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

const screensOf = (route: RouteObject) => (route.handle as { screens?: unknown[] } | undefined)?.screens ?? [];

describe('route preloads', () => {
  it('lists every screen of the partner layout, and no route the router does not have', () => {
    const layout = flatten(routes).find((route) => screensOf(route).includes(PartnerLayout));
    expect(layout, 'the partner layout route').toBeDefined();
    // A path with a parameter has no page of its own to carry preloads (the kitchen ticket).
    const partnerPaths = pathsBelow(layout!).filter((path) => !path.includes(':'));
    expect(partnerPaths.length).toBeGreaterThan(5);

    const listed = preloadedRoutes();
    const missing = partnerPaths.filter((path) => !listed.includes(path.toLowerCase()));
    expect(missing, 'add these routes to routePreloads in apps/web/vite.config.ts').toEqual([]);

    const known = flatten(routes).flatMap((route) => (route.path ? [route.path.toLowerCase()] : []));
    expect(listed.filter((route) => !known.includes(route))).toEqual([]);
  });
});
