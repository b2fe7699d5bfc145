import type { Database } from './schema.js';

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
