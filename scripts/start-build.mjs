#!/usr/bin/env node
// The build `npm start` runs before serving: always the production bundle, whatever NODE_ENV the
// shell or a copied .env holds (with NODE_ENV=development, Vite would bundle React's development
// build), and the bundle budget reported, not enforced: a page grown past it must not keep the
// portal from starting. `npm run build` (CI, `npm test`) still fails past the budget.
import { spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const result = spawnSync(npm, ['run', 'build'], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, NODE_ENV: 'production', BUNDLE_BUDGET: 'report' },
});
if (result.error) throw result.error;
process.exit(result.status ?? 1);
