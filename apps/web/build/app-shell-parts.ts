import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The parts of Mantine's AppShell the partner layout does not draw (it has no aside and no footer). */
const UNUSED_PART =
  /\/(AppShellAside|AppShellFooter|AppShellSection|assign-aside-variables|assign-footer-variables)\.mjs$/;

/**
 * AppShell brings all its parts with it: the aside, the footer, the sections and the code that
 * sizes the aside and the footer (a partner page's 1.5 KB gzip). The partner layout, the only
 * AppShell, uses the header, the navbar and the main area; the other parts resolve to
 * build/app-shell-unused.ts (nothing drawn, no sizes set). A layout that needs one of them
 * takes it out of `UNUSED_PART`. Its resizing state starts settled (build/app-shell-resizing.ts).
 */
export function appShellParts(): Plugin {
  const unused = fileURLToPath(new URL('./app-shell-unused.ts', import.meta.url));
  const resizing = fileURLToPath(new URL('./app-shell-resizing.ts', import.meta.url));
  return {
    name: 'portal:app-shell-parts',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && /@mantine\/core\/esm\/components\/AppShell\//.test(importer) && UNUSED_PART.test(source)) {
        return unused;
      }
      if (importer?.endsWith('/AppShell/AppShell.mjs') && source === './use-resizing/use-resizing.mjs') return resizing;
      return null;
    },
  };
}
