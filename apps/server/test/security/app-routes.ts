import type { TestApp } from '../helper.js';

/**
 * Every route of the app under /api, and the operators' /metrics, as `METHOD /path` (lower case:
 * paths match case-insensitively).
 */
export function routesOf(t: TestApp): string[] {
  const tree = t.app.printRoutes({ commonPrefix: false });
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^(.*?)(?:├──|└──) (\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth > 0 ? parents[depth - 1]! : '') + match[2]!;
    parents[depth] = path;
    const served = path.startsWith('/api/') || path === '/metrics';
    if (!served || path.includes('*') || path.startsWith('/api/docs')) continue;
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}
