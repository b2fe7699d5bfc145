import type { Plugin } from 'vite';

type ResolveDependencies = (
  url: string,
  deps: string[],
  context: { hostId: string; hostType: 'html' | 'js' },
) => string[];

/**
 * Each lazy import carries the list of files it preloads: the screen's chunk and everything it
 * imports, start-up chunks included. Every page has loaded the start-up chunks already (index.html
 * lists them as module preloads), so naming them again in every list only adds bytes to the chunks
 * that hold those lists (the router most). This keeps in each list only what the start-up lacks.
 *
 * `resolveDependencies` goes into `build.modulePreload`; `plugin` learns the start-up chunks first
 * (a normal plugin's `generateBundle` runs before Vite writes the lists).
 */
export function skipStartupPreloads(): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  let startUp = new Set<string>();
  return {
    plugin: {
      name: 'portal:skip-startup-preloads',
      apply: 'build',
      generateBundle(_output, bundle) {
        const chunks = new Map(
          Object.values(bundle)
            .filter((file) => file.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk]),
        );
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          chunks.get(fileName)?.imports.forEach(visit);
        };
        // As index.html has them: the entry, its static imports, and the app it imports in steps.
        for (const entry of [...chunks.values()].filter((chunk) => chunk.isEntry)) {
          visit(entry.fileName);
          entry.dynamicImports.forEach(visit);
        }
        startUp = seen;
      },
    },
    resolveDependencies: (_url, deps) => deps.filter((dep) => !startUp.has(dep)),
  };
}
