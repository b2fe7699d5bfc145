import path from 'node:path';
import type { Plugin } from 'vite';

/** What a direct visit of a route should fetch besides the start-up code: the lazy screen's. */
export interface RoutePreload {
  scripts: string[];
  styles: string[];
}

/** The list of each route's screen code; build/prerender.mjs folds it into screen-pages.json. */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * A lazy screen's code is requested only once the app has run and matched the route: one more
 * round trip after the start-up code, which on a phone is most of a second. For each route given
 * (path → the modules its screen loads), this writes the chunks and style sheets those modules
 * need beyond the start-up ones; the server adds them to that route's page as module preloads
 * (through screen-pages.json), so they download alongside the start-up code.
 */
export function routePreloads(options: { root: string; routes: Record<string, string[]> }): Plugin {
  return {
    name: 'portal:route-preloads',
    apply: 'build',
    // The routes listed, for the test that keeps the list in step with the router.
    api: { routes: Object.keys(options.routes) },
    generateBundle(_output, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byModule = new Map(chunks.filter((chunk) => chunk.facadeModuleId).map((c) => [c.facadeModuleId, c]));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));

      const closure = (start: string[]): Set<string> => {
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          byFile.get(fileName)?.imports.forEach(visit);
        };
        start.forEach(visit);
        return seen;
      };
      // What index.html already brings: the entry, its static imports and the app it imports.
      const entries = chunks.filter((chunk) => chunk.isEntry);
      const startUp = closure([
        ...entries.map((chunk) => chunk.fileName),
        ...entries.flatMap((chunk) => chunk.dynamicImports),
      ]);

      const preloads: Record<string, RoutePreload> = {};
      for (const [route, modules] of Object.entries(options.routes)) {
        const screens = modules.map((module) => {
          const chunk = byModule.get(path.resolve(options.root, module));
          if (!chunk) this.error(`route preloads: ${module} (${route}) is not a chunk of its own`);
          return chunk.fileName;
        });
        const files = [...closure(screens)].filter((fileName) => !startUp.has(fileName));
        const styles = new Set(
          files.flatMap((fileName) => [...(byFile.get(fileName)?.viteMetadata?.importedCss ?? [])]),
        );
        preloads[route.toLowerCase()] = { scripts: files.map((f) => `/${f}`), styles: [...styles].map((f) => `/${f}`) };
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads, null, 2) });
    },
  };
}
