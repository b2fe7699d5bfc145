import { createHash, randomBytes } from 'node:crypto';
import {
  DATA_ARCHIVE_LINK_DAYS,
  type Locale,
  normalizeLocale,
  privacyApiPaths,
  RIGHTS_ANSWER_MONTHS,
  RIGHTS_EXTENSION_MONTHS,
  type TRightsRequest,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AdminError, AppError } from '../../core/errors.js';
import { csvText, inertText } from '../../core/french-csv.js';
import type { JobQueue } from '../../infra/jobs/index.js';
import type { MessageTransport } from '../../infra/notify/index.js';
import type { Database } from '../../schema.js';
import { ARCHIVED, type PersonKind } from './archive-tables.js';
import { archiveMessage, extensionMessage } from './rights-messages.js';
import type { Person, RightsRepository } from './rights-repository.js';
import type { RightsRequest } from './tables.js';

export const RIGHTS_ARCHIVE_KIND = 'rights.archive';
const DAY_MS = 24 * 3_600_000;

/** The same instant `months` calendar months later (the end of a shorter month when the day is past it). */
export function afterMonths(at: number, months: number): number {
  const date = new Date(at);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.getTime();
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface RightsDependencies {
  db: Kysely<Database>;
  repository: RightsRepository;
  queue: Pick<JobQueue, 'schedule'>;
  transport: MessageTransport;
  clock: Clock;
  baseUrl: string;
}

/** A request as the operator's list shows it. */
export interface OpenRequest {
  request: RightsRequest;
  late: boolean;
}

/**
 * A person's rights over their data: the access request's archive (every table that holds them,
 * `archive-tables.ts`), built by a durable job and e-mailed as a link valid 7 days; the answer's
 * deadline of a month, extended once by two with the reason told; the operator closes it.
 */
export class RightsService {
  constructor(private readonly deps: RightsDependencies) {}

  /** `requestMyData`: the request stored and its archive's job scheduled, in one transaction. */
  async request(kind: PersonKind, accountId: number, lang: Locale): Promise<TRightsRequest> {
    const person = await this.deps.repository.person(kind, accountId);
    if (!person) throw new AppError('NOT_FOUND');
    if (!person.email) throw new AppError('RIGHTS_NO_EMAIL');
    const now = this.deps.clock();
    const row = await this.deps.db.transaction().execute(async (trx) => {
      if (await this.deps.repository.preparing(kind, accountId, trx)) throw new AppError('RIGHTS_REQUEST_PREPARING');
      const stored = await this.deps.repository.insert(
        {
          account_kind: kind,
          account_id: accountId,
          lang,
          created_at: now,
          deadline_at: afterMonths(now, RIGHTS_ANSWER_MONTHS),
          extended_at: null,
          extension_reason: '',
          answered_at: null,
          archive_sent_at: null,
          link_hash: null,
          link_expires_at: null,
          archive_json: null,
          archive_csv: null,
        },
        trx,
      );
      const job = { kind: RIGHTS_ARCHIVE_KIND, key: `rights-archive:${stored.id}`, runAt: now };
      await this.deps.queue.schedule({ ...job, payload: { request_id: stored.id } }, trx);
      return stored;
    });
    return { request_id: row.id, created_at: Number(row.created_at), deadline_at: Number(row.deadline_at) };
  }

  /** Everything the person is, table by table: the archive's JSON and its CSV (table; row; column; value). */
  async archiveOf(person: Person) {
    const tables: Record<string, Record<string, unknown>[]> = {};
    for (const { table, rule } of ARCHIVED) {
      const section = rule[person.kind];
      if (section) tables[table] = await this.deps.repository.rowsOf(table, section, person);
    }
    const json = JSON.stringify({ generated_at: new Date(this.deps.clock()).toISOString(), tables }, null, 2);
    const lines: string[][] = [['table', 'row', 'column', 'value']];
    for (const [table, rows] of Object.entries(tables))
      rows.forEach((row, index) => {
        for (const [column, value] of Object.entries(row))
          lines.push([table, String(index + 1), column, inertText(value === null ? '' : String(value))]);
      });
    return { json, csv: csvText(lines) };
  }

  /** The job: builds the archive, stores it with its link's hash, and e-mails the link. */
  async buildArchive(requestId: number): Promise<void> {
    const request = await this.deps.repository.find(requestId);
    if (!request || request.archive_sent_at !== null) return;
    const person = await this.deps.repository.person(request.account_kind as PersonKind, request.account_id);
    if (!person?.email) return;
    const { json, csv } = await this.archiveOf(person);
    const token = randomBytes(32).toString('base64url');
    const now = this.deps.clock();
    const expiresAt = now + DATA_ARCHIVE_LINK_DAYS * DAY_MS;
    const saved = await this.deps.repository.saveArchive(requestId, {
      archive_json: json,
      archive_csv: csv,
      link_hash: hashOf(token),
      link_expires_at: expiresAt,
      archive_sent_at: now,
    });
    if (!saved) return;
    const link = `${this.deps.baseUrl.replace(/\/+$/, '')}${privacyApiPaths.dataArchive}?token=${token}`;
    await this.deps.transport.send(archiveMessage(person.email, normalizeLocale(request.lang), link, expiresAt));
  }

  /** The archive a link opens, as a file; refused once expired or for a link that is not one. */
  async download(token: string, format: 'json' | 'csv') {
    const found = token ? await this.deps.repository.byLink(hashOf(token), this.deps.clock()) : undefined;
    const body = format === 'csv' ? found?.archive_csv : found?.archive_json;
    if (!found || !body) throw new AppError('DATA_ARCHIVE_LINK_INVALID', { field: 'token' });
    return {
      body,
      filename: `mes-donnees-${found.id}.${format}`,
      contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
    };
  }

  /** The open requests, the nearest deadline first; late once past it. */
  async open(): Promise<OpenRequest[]> {
    const now = this.deps.clock();
    return (await this.deps.repository.open()).map((request) => ({ request, late: now > Number(request.deadline_at) }));
  }

  /** Two more months, once, with the reason told to the person by e-mail. */
  async extend(requestId: number, reason: string): Promise<RightsRequest> {
    if (!reason.trim()) throw new AdminError('extend needs --reason "<text>": the person is told it');
    const request = await this.deps.repository.find(requestId);
    if (!request) throw new AdminError(`no rights request ${requestId}`);
    const deadline = afterMonths(Number(request.deadline_at), RIGHTS_EXTENSION_MONTHS);
    if (!(await this.deps.repository.extend(requestId, reason.trim(), this.deps.clock(), deadline)))
      throw new AdminError(`request ${requestId} was already extended or answered: a deadline is extended once`);
    const person = await this.deps.repository.person(request.account_kind as PersonKind, request.account_id);
    if (person?.email)
      await this.deps.transport.send(
        extensionMessage(person.email, normalizeLocale(request.lang), reason.trim(), deadline),
      );
    return { ...request, deadline_at: deadline, extension_reason: reason.trim() };
  }

  /** The archives whose link expired: their copy of the data goes. */
  dropExpiredArchives(): Promise<number> {
    return this.deps.repository.dropExpiredArchives(this.deps.clock());
  }

  async answer(requestId: number): Promise<void> {
    if (!(await this.deps.repository.answer(requestId, this.deps.clock())))
      throw new AdminError(`no open rights request ${requestId}`);
  }
}
