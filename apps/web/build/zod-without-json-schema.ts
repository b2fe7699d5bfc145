import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * zod's schema classes attach JSON Schema generators to every schema (`toJSONSchema()`,
 * `~standard.jsonSchema`, one processor per kind of schema), which bring zod's whole JSON Schema
 * writer (33 KB, about 7 KB gzip) into every page's start-up. The web app validates with zod and
 * never writes a JSON Schema, so the schema classes get generators that say so instead; the
 * checks' summary (`aggregateChecks`, behind a string's `minLength`/`maxLength`) stays zod's own.
 * A zod version that needs another export from these files fails the build (missing export).
 */
const processorsId = '\0portal:zod-json-schema-processors';
const writerId = '\0portal:zod-to-json-schema';
const schemaClasses = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;

const processorNames = [
  'any',
  'array',
  'bigint',
  'boolean',
  'catch',
  'custom',
  'date',
  'default',
  'enum',
  'file',
  'function',
  'intersection',
  'lazy',
  'literal',
  'map',
  'nan',
  'never',
  'nonoptional',
  'null',
  'nullable',
  'number',
  'object',
  'optional',
  'pipe',
  'prefault',
  'promise',
  'readonly',
  'record',
  'set',
  'string',
  'success',
  'symbol',
  'templateLiteral',
  'transform',
  'tuple',
  'undefined',
  'union',
  'unknown',
  'void',
];

const unavailable = `const unavailable = () => { throw new Error('JSON Schema is not part of the web app'); };`;

export function zodWithoutJsonSchema(): Plugin {
  let realProcessors = '';
  return {
    name: 'portal:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !schemaClasses.test(importer)) return null;
      if (source === '../core/json-schema-processors.js') {
        realProcessors = join(dirname(importer), '../core/json-schema-processors.js');
        return processorsId;
      }
      if (source === '../core/to-json-schema.js') return writerId;
      return null;
    },
    load(id) {
      if (id === processorsId) {
        return [
          `export { aggregateChecks } from ${JSON.stringify(realProcessors)};`,
          unavailable,
          ...processorNames.map((name) => `export const ${name}Processor = unavailable;`),
        ].join('\n');
      }
      if (id === writerId) {
        return [
          unavailable,
          'export const createToJSONSchemaMethod = () => unavailable;',
          'export const createStandardJSONSchemaMethod = () => unavailable;',
        ].join('\n');
      }
      return null;
    },
  };
}
