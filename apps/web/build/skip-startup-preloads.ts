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
 * A partner screen renders inside the partner layout, whose code and imports have loaded before
 * it: its list leaves those out too (the printed ticket and table card, outside the layout, keep
 * theirs).
 *
 * `resolveDependencies` goes into `build.modulePreload`; `plugin` learns the start-up chunks first
 * (a normal plugin's `generateBundle` runs before Vite writes the lists).
 */
const PARTNER_LAYOUT = /\/features\/shell\/components\/partner-layout\.tsx$/;
/** A screen of a feature, public ones aside. */
const PARTNER_SCREEN = /\/src\/features\/(?!legal\/|auth\/|landing\/|shell\/)[^/]+\/components\/[^/]+\.tsx$/;
/** The pages printed on their own, without the partner layout. */
const OUTSIDE_LAYOUT = /\/(ticket-page|table-card-page)\.tsx$/;

export function skipStartupPreloads(): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  let startUp = new Set<string>();
  let layout = new Set<string>();
  let insideLayout = new Set<string>();
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
        const closure = (roots: string[]) => {
          const seen = new Set<string>();
          const visit = (fileName: string) => {
            if (seen.has(fileName)) return;
            seen.add(fileName);
            chunks.get(fileName)?.imports.forEach(visit);
          };
          roots.forEach(visit);
          return seen;
        };
        // As index.html has them: the entry, its static imports, and the app it imports in steps.
        const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
        startUp = closure(entries.flatMap((entry) => [entry.fileName, ...entry.dynamicImports]));
        const facadeOf = (fileName: string) => chunks.get(fileName)?.facadeModuleId ?? '';
        const layoutChunk = [...chunks.keys()].find((name) => PARTNER_LAYOUT.test(facadeOf(name)));
        layout = layoutChunk ? closure([layoutChunk]) : new Set();
        insideLayout = new Set(
          [...chunks.keys()].filter(
            (name) => PARTNER_SCREEN.test(facadeOf(name)) && !OUTSIDE_LAYOUT.test(facadeOf(name)),
          ),
        );
      },
    },
    resolveDependencies: (url, deps) =>
      deps.filter((dep) => !startUp.has(dep) && !(insideLayout.has(url) && layout.has(dep))),
  };
}
