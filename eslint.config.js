// Lint rules of the whole repository. Besides the usual TypeScript and React hook checks, they
// hold the import boundaries that ARCHITECTURE.md describes:
//   web:    app → features → shared, and a feature never imports another feature;
//   server: a module reaches another module only through its index.ts, and so do plugins/;
//           core/ and infra/ know nothing of the modules, db/ nothing of the modules and plugins;
//   contract: imports nothing of the apps;
//   nowhere: import cycles.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = import.meta.dirname;
const foldersOf = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const webFeatures = foldersOf('apps/web/src/features');
const serverModules = foldersOf('apps/server/src/modules');

const featureZones = webFeatures.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature: move what both need to shared/, or compose them in app/.',
}));

const moduleZones = serverModules.flatMap((module) =>
  serverModules
    .filter((other) => other !== module)
    .map((other) => ({
      target: `./apps/server/src/modules/${module}`,
      from: `./apps/server/src/modules/${other}`,
      except: ['./index.ts'],
      message: `Another module is reached only through its index.ts (modules/${other}/index.ts).`,
    })),
);

const pluginZones = serverModules.map((module) => ({
  target: './apps/server/src/plugins',
  from: `./apps/server/src/modules/${module}`,
  except: ['./index.ts'],
  message: `plugins/ reach a module only through its index.ts (modules/${module}/index.ts).`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'screenshots/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: './apps/web/src/shared',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'shared/ is used by features and app/, never the other way round.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import app/; app/ composes features.',
            },
            ...moduleZones,
            {
              target: ['./apps/server/src/core', './apps/server/src/infra'],
              from: './apps/server/src/modules',
              message: 'core/ and infra/ have no domain: they never import a module.',
            },
            ...pluginZones,
            {
              target: './apps/server/src/db',
              from: ['./apps/server/src/modules', './apps/server/src/plugins'],
              message:
                'db/ imports no module nor plugin: the Database type is composed in src/schema.ts, and a migration keeps a frozen copy of the code it runs.',
            },
            {
              target: './packages/contract',
              from: ['./apps'],
              message: 'The contract is shared by the apps and imports none of them.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
