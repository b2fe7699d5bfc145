import { gzipSync } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

/** Largest gzip size a first visit of a page may download, in KB (1 KB = 1000 bytes). */
export interface BundleBudget {
  publicJs: number;
  partnerJs: number;
  cssPerPage: number;
}

interface ChunkNode {
  fileName: string;
  isEntry: boolean;
  facade: string | null;
  imports: string[];
  dynamicImports: string[];
  dynamic: boolean;
  modules: string[];
  css: string[];
}

interface PageWeight {
  page: string;
  js: number;
  css: number;
  limit: number;
}

const kb = (bytes: number) => bytes / 1000;

/**
 * Fails the build when a page's scripts or styles grow past the budget. A page is what a first
 * visit downloads: the start-up chunks and their static imports, plus the lazy screen (and, for
 * the partner side, the partner layout) with its static imports. Lazy screens whose module path
 * matches `publicScreens` are public pages; every other lazy screen is a partner screen. Each file
 * is weighed as written, preload lists included.
 */
export function bundleBudget(options: {
  budget: BundleBudget;
  /** Modules loaded lazily as a whole screen. */
  screens: RegExp;
  /**
   * The module that loads the screens: only what it imports lazily is a page (a screen's own
   * part loaded on demand, such as a menu, is not).
   */
  screensLoadedBy: RegExp;
  publicScreens: RegExp;
  partnerLayout: RegExp;
  /** false: the table is printed and pages over the budget only warned about (`npm start`). */
  enforce?: boolean;
}): Plugin {
  let logger: Logger | undefined;
  return {
    name: 'portal:bundle-budget',
    apply: 'build',
    configResolved(config) {
      logger = config.logger;
    },
    // Once the files are written: Vite fills in each lazy import's preload list after the plugins'
    // `generateBundle`, and those lists are bytes every visitor downloads (the router's most).
    writeBundle(_output, bundle) {
      const gzipped = new Map<string, number>();
      const nodes = new Map<string, ChunkNode>();
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') {
          gzipped.set(file.fileName, gzipSync(file.code, { level: 9 }).length);
          nodes.set(file.fileName, {
            fileName: file.fileName,
            isEntry: file.isEntry,
            facade: file.facadeModuleId,
            imports: file.imports,
            dynamicImports: file.dynamicImports,
            dynamic: file.isDynamicEntry,
            modules: Object.keys(file.modules),
            css: [...(file.viteMetadata?.importedCss ?? [])],
          });
        } else if (file.fileName.endsWith('.css')) {
          gzipped.set(file.fileName, gzipSync(file.source, { level: 9 }).length);
        }
      }

      const closure = (start: string[]): Set<string> => {
        const seen = new Set<string>();
        const visit = (name: string) => {
          if (seen.has(name)) return;
          seen.add(name);
          nodes.get(name)?.imports.forEach(visit);
        };
        start.forEach(visit);
        return seen;
      };
      const weigh = (page: string, chunks: Set<string>, limit: number): PageWeight => {
        let js = 0;
        const css = new Set<string>();
        for (const name of chunks) {
          js += gzipped.get(name) ?? 0;
          nodes.get(name)?.css.forEach((sheet) => css.add(sheet));
        }
        const cssBytes = [...css].reduce((sum, sheet) => sum + (gzipped.get(sheet) ?? 0), 0);
        return { page, js: kb(js), css: kb(cssBytes), limit };
      };

      const all = [...nodes.values()];
      const loadedAsScreens = new Set(
        all
          .filter((node) => node.modules.some((id) => options.screensLoadedBy.test(id)))
          .flatMap((node) => node.dynamicImports),
      );
      const isScreen = (node: ChunkNode) =>
        node.dynamic && !!node.facade && options.screens.test(node.facade) && loadedAsScreens.has(node.fileName);
      // What every page runs first: the entry chunks and the modules they load at start-up by
      // a dynamic import (the entry sets things up, then imports the app).
      const boot = all.filter((node) => node.isEntry).map((node) => node.fileName);
      for (const name of [...boot]) {
        for (const target of nodes.get(name)?.dynamicImports ?? []) {
          const node = nodes.get(target);
          if (node && !isScreen(node)) boot.push(target);
        }
      }
      const layout = all.find((node) => isScreen(node) && options.partnerLayout.test(node.facade ?? ''));
      if (!layout) this.error('bundle budget: the partner layout is not a lazy chunk any more');
      const screens = all.filter((node) => isScreen(node) && node !== layout);

      const { budget } = options;
      const pages: PageWeight[] = [weigh('public pages (start-up)', closure(boot), budget.publicJs)];
      for (const screen of screens) {
        const isPublic = options.publicScreens.test(screen.facade ?? '');
        const name = (screen.facade ?? screen.fileName).replace(/^.*\/src\//, '');
        pages.push(
          isPublic
            ? weigh(name, closure([...boot, screen.fileName]), budget.publicJs)
            : weigh(name, closure([...boot, layout.fileName, screen.fileName]), budget.partnerJs),
        );
      }

      const rows = pages.map(
        (page) =>
          `  ${page.page.padEnd(56)} JS ${page.js.toFixed(1).padStart(6)} / ${page.limit} KB   CSS ${page.css
            .toFixed(1)
            .padStart(5)} / ${budget.cssPerPage} KB`,
      );
      logger?.info(`first-visit weight per page (gzip):\n${rows.join('\n')}`);
      // BUNDLE_DETAIL=<part of a page's name>: what that page adds to the start-up and the layout,
      // chunk by chunk, heaviest first (to find the weight a new feature must pay for).
      const detail = process.env.BUNDLE_DETAIL;
      const detailed = detail ? screens.find((screen) => screen.facade?.includes(detail)) : undefined;
      if (detailed) {
        const shared = closure([...boot, layout.fileName]);
        const own = [...closure([...boot, layout.fileName, detailed.fileName])].filter((name) => !shared.has(name));
        const lines = own
          .map((name) => ({ name, kb: kb(gzipped.get(name) ?? 0), modules: nodes.get(name)?.modules ?? [] }))
          .sort((a, b) => b.kb - a.kb)
          .map(
            (chunk) => `  ${chunk.kb.toFixed(1).padStart(6)} KB ${chunk.name}: ${chunk.modules.slice(0, 6).join(', ')}`,
          );
        logger?.info(`${detailed.facade} beyond the start-up and the layout:\n${lines.join('\n')}`);
      }
      const over = pages.filter((page) => page.js > page.limit || page.css > budget.cssPerPage);
      if (over.length > 0) {
        const message = `bundle budget exceeded by ${over.map((page) => page.page).join(', ')}; see the table above (JS: public ≤ ${budget.publicJs} KB, partner ≤ ${budget.partnerJs} KB; CSS ≤ ${budget.cssPerPage} KB).`;
        if (options.enforce === false) logger?.warn(message);
        else this.error(message);
      }
    },
  };
}
