import type { Kysely } from 'kysely';
import type { Database } from '../../schema.js';
import type { ArchiveSection, ArchivedTable, PersonKind } from './archive-tables.js';
import type { RightsRequest, RightsRequestsTable } from './tables.js';

/** The person an archive is about: their account and what names them elsewhere. */
export interface Person {
  kind: PersonKind;
  id: number;
  phone: string;
  email: string;
  lang: string;
}

/** The rights requests' SQL, and the archive's reads of the person's rows (`archive-tables.ts`). */
export class RightsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The account's contact: its e-mail, phone and language; undefined when gone or closed. */
  async person(kind: PersonKind, id: number): Promise<Person | undefined> {
    if (kind === 'customer') {
      const row = await this.db
        .selectFrom('customers')
        .select(['id', 'email', 'phone', 'lang'])
        .where('id', '=', id)
        .where('closed_at', 'is', null)
        .executeTakeFirst();
      return row && { kind, id, email: row.email ?? '', phone: row.phone ?? '', lang: row.lang };
    }
    const row = await this.db
      .selectFrom('partners')
      .select(['id', 'email', 'phone', 'lang'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row && { kind, id, email: row.email, phone: row.phone, lang: row.lang };
  }

  /** The person's rows of one table, the section's columns, in the table's order. */
  async rowsOf(table: ArchivedTable, section: ArchiveSection, person: Person): Promise<Record<string, unknown>[]> {
    const value =
      section.key === 'id' ? person.id : section.key === 'phone' ? person.phone : `${person.kind}:${person.id}`;
    if (value === '') return [];
    let query = this.db
      .selectFrom(table)
      .select(section.columns as never[])
      .where(section.by as never, '=', value as never);
    if (section.ofKind) query = query.where('account_kind' as never, '=', person.kind as never);
    return (await query.execute()) as Record<string, unknown>[];
  }

  /** The account's request whose archive is still being built, if any. */
  preparing(kind: PersonKind, id: number, trx: Kysely<Database>) {
    return trx
      .selectFrom('rights_requests')
      .select('id')
      .where('account_kind', '=', kind)
      .where('account_id', '=', id)
      .where('archive_sent_at', 'is', null)
      .where('answered_at', 'is', null)
      .executeTakeFirst();
  }

  insert(values: Omit<RightsRequestsTable, 'id'>, trx: Kysely<Database>): Promise<RightsRequest> {
    return trx.insertInto('rights_requests').values(values).returningAll().executeTakeFirstOrThrow();
  }

  find(id: number): Promise<RightsRequest | undefined> {
    return this.db.selectFrom('rights_requests').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Stores the built archive and its link, once: false when another run already did. */
  async saveArchive(
    id: number,
    archive: Pick<
      RightsRequestsTable,
      'archive_json' | 'archive_csv' | 'link_hash' | 'link_expires_at' | 'archive_sent_at'
    >,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('rights_requests')
      .set(archive)
      .where('id', '=', id)
      .where('archive_sent_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The archive a link opens while it is valid. */
  byLink(hash: string, now: number) {
    return this.db
      .selectFrom('rights_requests')
      .select(['id', 'archive_json', 'archive_csv'])
      .where('link_hash', '=', hash)
      .where('link_expires_at', '>', now)
      .executeTakeFirst();
  }

  /** The requests still open, the nearest deadline first. */
  open(): Promise<RightsRequest[]> {
    return this.db
      .selectFrom('rights_requests')
      .selectAll()
      .where('answered_at', 'is', null)
      .orderBy('deadline_at')
      .orderBy('id')
      .execute();
  }

  /** The one extension of an open request: false when it was extended or answered already. */
  async extend(id: number, reason: string, at: number, deadline: number): Promise<boolean> {
    const result = await this.db
      .updateTable('rights_requests')
      .set({ extended_at: at, extension_reason: reason, deadline_at: deadline })
      .where('id', '=', id)
      .where('extended_at', 'is', null)
      .where('answered_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async answer(id: number, at: number): Promise<boolean> {
    const result = await this.db
      .updateTable('rights_requests')
      .set({ answered_at: at })
      .where('id', '=', id)
      .where('answered_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Archives whose link expired: their copy of the data goes (the request's dates stay). */
  async dropExpiredArchives(now: number): Promise<number> {
    const result = await this.db
      .updateTable('rights_requests')
      .set({ archive_json: null, archive_csv: null, link_hash: null })
      .where('link_expires_at', '<=', now)
      .where('link_hash', 'is not', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
