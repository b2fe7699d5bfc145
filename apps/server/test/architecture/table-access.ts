import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * Which code reads and writes which table, found in the source itself: every Kysely call that
 * names a table (selectFrom, joins, insertInto, updateTable, deleteFrom, ...) and every raw `sql`
 * text. A table name built at run time is resolved through its type (a union of literal names);
 * a name the types cannot tell is reported, never guessed.
 */

export type Access = 'read' | 'write';

export interface TableUse {
  /** `modules/<name>` folders give the module's name; other code its folder ('seed', 'admin'). */
  area: string;
  table: string;
  access: Access;
  /** 'src/modules/menu/items-repository.ts:132'. */
  where: string;
}

export interface SourceScan {
  uses: TableUse[];
  /** Calls whose table name could not be resolved to literal names. */
  unresolved: string[];
  /**
   * The tables each module declares in its `tables.ts` (the `<Name>Tables` interface); `infra`
   * owns those of `infra/<part>/tables.ts`.
   */
  owned: Map<string, string[]>;
  /** The tables of the `Database` union in `src/schema.ts`. */
  database: string[];
}

const WRITES = new Set(['insertInto', 'replaceInto', 'updateTable', 'deleteFrom', 'mergeInto']);
const READS = new Set([
  'selectFrom',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'crossJoinLateral',
  // update … from, delete … using, merge … using
  'from',
  'using',
]);
const KYSELY_ONLY = new Set([...WRITES, ...[...READS].filter((method) => method !== 'from' && method !== 'using')]);
const RAW_WRITE = /\b(?:insert\s+into|update|delete\s+from|merge\s+into)\s+"?([a-z_][a-z0-9_]*)/gi;
const RAW_READ = /\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)/gi;

export function scanServerSource(serverRoot: string): SourceScan {
  const configFile = path.join(serverRoot, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${configFile}`);
  // The server's own files only: a table name is a literal or a type the server declares, so the
  // libraries' declarations (a thousand files, most of the scan's time) are left unread.
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options: { ...parsed.options, noEmit: true, noResolve: true, types: [] },
  });
  const checker = program.getTypeChecker();
  const srcRoot = path.join(serverRoot, 'src');
  const uses: TableUse[] = [];
  const unresolved: string[] = [];

  const literalsOfType = (type: ts.Type): string[] | undefined => {
    const parts = type.isUnion() ? type.types : [type];
    const values: string[] = [];
    for (const part of parts) {
      if (!part.isStringLiteral()) return undefined;
      values.push(part.value);
    }
    return values;
  };

  /** Every string the expression may hold, or undefined when its type does not say. */
  const stringsOf = (node: ts.Expression): string[] | undefined => {
    if (ts.isStringLiteralLike(node)) return [node.text];
    if (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isNonNullExpression(node) ||
      ts.isTypeAssertionExpression(node)
    ) {
      // The value, not the type it is asserted to: `${table} as l` as 'link as l' names `table`.
      return stringsOf(node.expression);
    }
    if (ts.isConditionalExpression(node)) {
      const whenTrue = stringsOf(node.whenTrue);
      const whenFalse = stringsOf(node.whenFalse);
      return whenTrue && whenFalse ? [...whenTrue, ...whenFalse] : undefined;
    }
    if (ts.isTemplateExpression(node)) {
      let values = [node.head.text];
      for (const span of node.templateSpans) {
        const inner = stringsOf(span.expression);
        if (!inner) return undefined;
        values = values.flatMap((value) => inner.map((part) => value + part + span.literal.text));
      }
      return values;
    }
    return literalsOfType(checker.getTypeAtLocation(node));
  };

  const isStringLike = (node: ts.Expression): boolean =>
    (checker.getTypeAtLocation(node).getFlags() & ts.TypeFlags.StringLike) !== 0 ||
    checker.getTypeAtLocation(node).isUnion();

  const tableOf = (reference: string): string =>
    reference
      .trim()
      .split(/\s+as\s+/i)[0]!
      .trim();

  const schemaFile = program.getSourceFile(path.join(srcRoot, 'schema.ts'));
  const databaseDeclaration = schemaFile?.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'Database',
  );
  if (!databaseDeclaration) throw new Error('src/schema.ts must declare the Database interface');
  const databaseTables = checker
    .getTypeAtLocation(databaseDeclaration)
    .getProperties()
    .map((property) => property.name);
  const database = new Set(databaseTables);

  for (const file of program.getSourceFiles()) {
    const relative = path.relative(srcRoot, file.fileName);
    if (relative.startsWith('..') || path.isAbsolute(relative)) continue;
    if (relative.startsWith(path.join('db', 'migrations'))) continue;
    const segments = relative.split(path.sep);
    const area = segments[0] === 'modules' ? segments[1]! : segments.length > 1 ? segments[0]! : relative;
    const whereOf = (node: ts.Node) =>
      `src/${relative.split(path.sep).join('/')}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const record = (table: string, access: Access, node: ts.Node) =>
      uses.push({ area, table, access, where: whereOf(node) });

    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const method = node.expression.name.text;
        const access: Access | undefined = WRITES.has(method) ? 'write' : READS.has(method) ? 'read' : undefined;
        const [first] = node.arguments;
        if (access && first) {
          const targets = ts.isArrayLiteralExpression(first) ? [...first.elements] : [first];
          // A literal name is a table when the Database names it (the type checks make sure a
          // Kysely call names nothing else): asking the checker whether each of the hundreds of
          // literal calls is Kysely's took twenty times as long as the whole scan does now.
          if (targets.every(ts.isStringLiteralLike)) {
            for (const target of targets) {
              const table = tableOf(target.text);
              if (database.has(table)) record(table, access, node);
            }
          } else {
            for (const target of targets) {
              if (!isStringLike(target)) continue; // a subquery or a callback: its own calls are visited
              const names = stringsOf(target)?.map(tableOf);
              if (names?.every((name) => database.has(name))) for (const name of names) record(name, access, node);
              // `from` and `using` are also other libraries' words (Buffer.from, Array.from):
              // only the query builder's own words must name a table the types can tell.
              else if (KYSELY_ONLY.has(method)) unresolved.push(`${whereOf(node)} ${method}(${target.getText(file)})`);
            }
          }
        }
        if (
          method === 'table' &&
          ts.isIdentifier(node.expression.expression) &&
          node.expression.expression.text === 'sql'
        ) {
          const names = first ? stringsOf(first) : undefined;
          if (!names) unresolved.push(`${whereOf(node)} sql.table(…)`);
          else for (const name of names) record(tableOf(name), 'read', node);
        }
      }
      if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'sql') {
        const template = node.template;
        const text = ts.isNoSubstitutionTemplateLiteral(template)
          ? template.text
          : [template.head.text, ...template.templateSpans.map((span) => span.literal.text)].join(' ? ');
        for (const match of text.matchAll(RAW_WRITE)) record(match[1]!, 'write', node);
        for (const match of text.replace(RAW_WRITE, '').matchAll(RAW_READ)) record(match[1]!, 'read', node);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }

  const owned = new Map<string, string[]>();
  const modulesDir = path.join(srcRoot, 'modules');
  for (const entry of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const tablesFile = program.getSourceFile(path.join(modulesDir, entry.name, 'tables.ts'));
    if (!tablesFile) continue;
    const declared = tablesFile.statements.filter(
      (statement): statement is ts.InterfaceDeclaration =>
        ts.isInterfaceDeclaration(statement) &&
        statement.name.text.endsWith('Tables') &&
        (ts.getCombinedModifierFlags(statement) & ts.ModifierFlags.Export) !== 0,
    );
    if (declared.length !== 1) {
      throw new Error(`modules/${entry.name}/tables.ts must export one <Name>Tables interface`);
    }
    owned.set(
      entry.name,
      declared[0]!.members.map((member) => member.name!.getText(tablesFile).replace(/^['"]|['"]$/g, '')),
    );
  }

  // The infrastructure's own tables (the durable jobs): owned by `infra`, the area of its code.
  const infraDir = path.join(srcRoot, 'infra');
  for (const entry of readdirSync(infraDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const tablesFile = program.getSourceFile(path.join(infraDir, entry.name, 'tables.ts'));
    if (!tablesFile) continue;
    const declared = tablesFile.statements.filter(
      (statement): statement is ts.InterfaceDeclaration =>
        ts.isInterfaceDeclaration(statement) && statement.name.text.endsWith('Tables'),
    );
    owned.set('infra', [
      ...(owned.get('infra') ?? []),
      ...declared.flatMap((d) =>
        d.members.map((member) => member.name!.getText(tablesFile).replace(/^['"]|['"]$/g, '')),
      ),
    ]);
  }

  return { uses, unresolved, owned, database: databaseTables };
}
