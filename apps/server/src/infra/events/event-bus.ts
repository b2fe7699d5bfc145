import { EventEmitter } from 'node:events';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseHandle } from '../../db/connection.js';
import type { Database } from '../../schema.js';
import type { Logger } from '../../core/logger.js';

type Listener = (payload: unknown) => void;

/** What NOTIFY carries at most (8,000 bytes), less the envelope around the payload. */
const MAX_PAYLOAD_BYTES = 7_500;

export interface PublishOptions {
  /**
   * The transaction the event belongs to. On PostgreSQL the NOTIFY is sent through it, so it is
   * heard only if the transaction commits, and only once it has; in one process (SQLite) the
   * event is heard at once, and a listener that reads the database waits for the transaction.
   */
  within?: Kysely<Database>;
}

/**
 * Events for whoever listens, in this process and in every other process on the same database:
 * the orders screens of a restaurant hear of a new order whichever process took it.
 */
export interface EventBus {
  publish(topic: string, payload: unknown, options?: PublishOptions): Promise<void>;
  /**
   * True when an event published within a transaction is heard only once it has committed (and
   * never after a rollback); false when it is heard at once, and a listener that needs the saved
   * state must read it (it waits for the transaction).
   */
  readonly heardAfterCommit: boolean;
  /** Returns the function that stops listening. */
  subscribe(topic: string, listener: Listener): () => void;
  close(): Promise<void>;
}

/** One process (SQLite): an emitter. */
class LocalEventBus implements EventBus {
  readonly heardAfterCommit = false;
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(topic: string, payload: unknown, _options?: PublishOptions): Promise<void> {
    this.emitter.emit(topic, payload);
  }

  subscribe(topic: string, listener: Listener): () => void {
    this.emitter.on(topic, listener);
    return () => this.emitter.off(topic, listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/**
 * Several processes on one PostgreSQL: NOTIFY on publish, one LISTEN connection per process that
 * hands what it hears to the local listeners. The channel is per schema, so databases sharing a
 * server never hear each other. A lost connection is reopened.
 */
class PostgresEventBus implements EventBus {
  readonly heardAfterCommit = true;
  private readonly local = new LocalEventBus();
  private client: pg.Client | null = null;
  private closed = false;
  private readonly ready: Promise<void>;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
    /** Connections for NOTIFY (the LISTEN one only listens). */
    private readonly publisher: pg.Pool,
    private readonly logger: Logger,
  ) {
    this.ready = this.listen();
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      if (message.channel !== this.channel || !message.payload) return;
      try {
        const { topic, payload } = JSON.parse(message.payload) as { topic: string; payload: unknown };
        void this.local.publish(topic, payload);
      } catch (error) {
        this.logger.error({ err: error }, 'unreadable event');
      }
    });
    client.on('error', (error) => {
      this.logger.error({ err: error }, 'event connection lost; reconnecting');
      this.client = null;
      if (!this.closed) setTimeout(() => void this.listen().catch(() => undefined), 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN "${this.channel}"`);
    this.client = client;
  }

  async publish(topic: string, payload: unknown, options: PublishOptions = {}): Promise<void> {
    const message = JSON.stringify({ topic, payload });
    if (Buffer.byteLength(message) > MAX_PAYLOAD_BYTES) throw new Error(`event ${topic} is too large for NOTIFY`);
    await this.ready;
    if (options.within) await sql`select pg_notify(${this.channel}, ${message})`.execute(options.within);
    else await this.publisher.query('select pg_notify($1, $2)', [this.channel, message]);
  }

  subscribe(topic: string, listener: Listener): () => void {
    return this.local.subscribe(topic, listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.ready.catch(() => undefined);
    await this.client?.end().catch(() => undefined);
    await this.publisher.end().catch(() => undefined);
    await this.local.close();
  }
}

export function createEventBus(database: DatabaseHandle, logger: Logger): EventBus {
  if (database.dialect !== 'postgres' || !database.connectionString) return new LocalEventBus();
  const channel = `portal_events_${(database.schema ?? 'public').replace(/[^a-zA-Z0-9_]/g, '_')}`;
  const publisher = new pg.Pool({ connectionString: database.connectionString, max: 2 });
  return new PostgresEventBus(database.connectionString, channel, publisher, logger);
}
