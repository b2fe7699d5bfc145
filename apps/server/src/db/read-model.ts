import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

type ColumnOf<T extends keyof Database> = keyof Database[T] & string;

/** What a module reads of one table another module owns and writes. */
export interface TableRead<T extends keyof Database> {
  /** The module that owns the table (checked against its `tables.ts`). */
  owner: string;
  /** The columns the reader relies on: renaming or dropping one breaks it. */
  columns: readonly ColumnOf<T>[];
  /**
   * Indexes the reads need to stay fast, by their leading columns in order (a primary key or a
   * unique constraint counts); the owner must keep them.
   */
  indexes?: readonly (readonly ColumnOf<T>[])[];
  /** Why the reader reads the table itself rather than through the owner's service. */
  why: string;
}

/** A module's reads of other modules' tables, in its `read-model.ts`. */
export type ReadModel = { readonly [T in keyof Database]?: TableRead<T> };

/** Types the declaration (columns of the right table) and keeps its literal shape. */
export function declareReadModel<const M extends ReadModel>(model: M): M {
  return model;
}

/** The tables of a read model as its reader sees them: the declared columns, nothing else. */
export type ReadModelView<M extends ReadModel> = {
  [T in keyof M & keyof Database]: Pick<
    Database[T],
    M[T] extends { columns: readonly (infer C)[] } ? C & keyof Database[T] : never
  >;
};

/**
 * The database as a reader of `model` may query it: a query of an undeclared table or column does
 * not compile, so the declaration stays what the reader relies on.
 */
export function readModelView<M extends ReadModel>(db: Kysely<Database>, _model: M): Kysely<ReadModelView<M>> {
  return db as unknown as Kysely<ReadModelView<M>>;
}
