import type { Plugin } from 'vite';

/**
 * The entry configures a library, then imports the app with dynamic imports (in steps); on its own the
 * browser would discover the app's code and styles only once the entry has run, one round trip
 * later. This lists them in index.html (module preloads and style sheets) so that they download
 * in parallel with the entry, as static imports would.
 */
export function preloadStartup(): Plugin {
  return {
    name: 'portal:preload-startup',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          const file = bundle[fileName];
          if (!file || file.type !== 'chunk' || scripts.has(fileName)) return;
          scripts.add(fileName);
          file.viteMetadata?.importedCss.forEach((sheet) => styles.add(sheet));
          file.imports.forEach(visit);
        };
        chunk.dynamicImports.forEach(visit);
        // What the entry imports statically is already preloaded by Vite.
        const alreadyLoaded = new Set<string>([chunk.fileName]);
        const markAlreadyLoaded = (fileName: string) => {
          const file = bundle[fileName];
          if (!file || file.type !== 'chunk' || alreadyLoaded.has(fileName)) return;
          alreadyLoaded.add(fileName);
          file.imports.forEach(markAlreadyLoaded);
        };
        chunk.imports.forEach(markAlreadyLoaded);
        return [
          ...[...styles].map((href) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${href}` },
            injectTo: 'head' as const,
          })),
          ...[...scripts]
            .filter((fileName) => !alreadyLoaded.has(fileName))
            .map((fileName) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
              injectTo: 'head' as const,
            })),
        ];
      },
    },
  };
}
