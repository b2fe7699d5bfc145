import {
  CAMPAIGNS_PER_PAGE,
  CAMPAIGNS_PER_WEEK,
  type Locale,
  normalizeLocale,
  type TCampaign,
  type TCampaignList,
  type ZSaveCampaignRequestSchema,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import type { JobQueue } from '../../infra/jobs/index.js';
import type { MessageTransport } from '../../infra/notify/index.js';
import type { Database } from '../../schema.js';
import { campaignMessage, campaignText } from './campaign-messages.js';
import type { CampaignsRepository } from './campaigns-repository.js';
import type { ConsentService } from './consent-service.js';
import type { ConsentsRepository } from './consents-repository.js';
import type { Campaign } from './tables.js';
import { readUnsubscribeToken, unsubscribeToken, unsubscribeUrl } from './unsubscribe-link.js';

export const CAMPAIGN_BATCH_KIND = 'campaign.batch';
/** Messages a batch job sends. */
export const CAMPAIGN_BATCH_SIZE = 50;
/** Batches leave this far apart: a campaign never floods the mail provider. */
export const CAMPAIGN_BATCH_PACE_MS = 60_000;
const WEEK_MS = 7 * 24 * 3_600_000;

type SaveInput = z.output<typeof ZSaveCampaignRequestSchema>;

export interface CampaignDependencies {
  db: Kysely<Database>;
  repository: CampaignsRepository;
  consents: ConsentsRepository;
  consentService: ConsentService;
  queue: Pick<JobQueue, 'schedule'>;
  transport: MessageTransport;
  clock: Clock;
  unsubscribeKey: Uint8Array;
  baseUrl: string;
  restaurantName: (restaurantId: number) => Promise<string>;
}

function wire(row: Campaign, results?: { sent: number; unsubscribed: number }): TCampaign {
  const state = row.state === 'sent' || row.state === 'sending' ? row.state : 'draft';
  return {
    id: Number(row.id),
    subject: row.subject,
    fr_subject: row.fr_subject,
    body: row.body,
    fr_body: row.fr_body,
    tags: JSON.parse(row.tags) as string[],
    last_visit_days: row.last_visit_days === null ? null : Number(row.last_visit_days),
    state,
    sent_at: row.sent_at === null ? null : Number(row.sent_at),
    sent: results?.sent ?? 0,
    unsubscribed: results?.unsubscribed ?? 0,
    updated_at: Number(row.updated_at),
  };
}

const audienceOf = (row: Campaign) => ({
  tags: JSON.parse(row.tags) as string[],
  lastVisitDays: row.last_visit_days === null ? null : Number(row.last_visit_days),
});

/**
 * A restaurant's e-mail campaigns to the guests who accepted its news: drafts, a preview, a test
 * to the member, then the sending (at most CAMPAIGNS_PER_WEEK in any 7 days), in paced batches of
 * durable jobs that check each guest's consent and account again as the message leaves.
 */
export class CampaignService {
  constructor(private readonly deps: CampaignDependencies) {}

  async list(restaurantId: number, page: number): Promise<TCampaignList> {
    const { rows, total } = await this.deps.repository.page(
      restaurantId,
      (page - 1) * CAMPAIGNS_PER_PAGE,
      CAMPAIGNS_PER_PAGE,
    );
    const results = await this.deps.repository.results(rows.map((row) => Number(row.id)));
    const sent = await this.deps.repository.sentSince(restaurantId, this.deps.clock() - WEEK_MS, this.deps.db);
    return {
      campaigns: rows.map((row) => wire(row, results.get(Number(row.id)))),
      page,
      per_page: CAMPAIGNS_PER_PAGE,
      total,
      pages: Math.max(1, Math.ceil(total / CAMPAIGNS_PER_PAGE)),
      left_this_week: Math.max(0, CAMPAIGNS_PER_WEEK - sent),
    };
  }

  async save(restaurantId: number, input: SaveInput): Promise<TCampaign> {
    const at = this.deps.clock();
    const values = {
      subject: input.subject,
      fr_subject: input.fr_subject,
      body: input.body,
      fr_body: input.fr_body,
      tags: JSON.stringify(input.tags ?? []),
      last_visit_days: input.last_visit_days ?? null,
      updated_at: at,
    };
    if (input.campaign_id === null) {
      const row = await this.deps.repository.insert({
        ...values,
        restaurant_id: restaurantId,
        state: 'draft',
        sent_at: null,
        created_at: at,
      });
      return wire(row);
    }
    await this.draft(restaurantId, input.campaign_id);
    if (!(await this.deps.repository.updateDraft(restaurantId, input.campaign_id, values)))
      throw new AppError('CAMPAIGN_ALREADY_SENT', { field: 'campaign_id' });
    return wire((await this.deps.repository.find(restaurantId, input.campaign_id))!);
  }

  /** What a guest would read in a language, and how many guests it would go to now. */
  async preview(restaurantId: number, campaignId: number, lang: Locale) {
    const row = await this.found(restaurantId, campaignId);
    const audience = await this.deps.repository.audience(restaurantId, audienceOf(row), this.deps.clock());
    const example = campaignMessage(
      row,
      { email: '', lang },
      await this.deps.restaurantName(restaurantId),
      unsubscribeUrl(this.deps.baseUrl, 'exemple'),
    );
    return { subject: campaignText(row, lang).subject, text: example.text, audience: audience.length };
  }

  /** The campaign as a guest gets it, to the signed-in account's own address. */
  async sendTest(restaurantId: number, campaignId: number, to: { email: string; lang: Locale }): Promise<void> {
    const row = await this.found(restaurantId, campaignId);
    if (!to.email) throw new AppError('CAMPAIGN_NO_EMAIL');
    const name = await this.deps.restaurantName(restaurantId);
    const message = campaignMessage(row, to, name, unsubscribeUrl(this.deps.baseUrl, 'test'));
    await this.deps.transport.send({ ...message, subject: `[TEST] ${message.subject ?? ''}` });
  }

  /**
   * Sends a draft: the weekly cap checked and the audience chosen under one transaction with the
   * campaign marked sent, its recipients and its paced batches stored with it.
   */
  async send(restaurantId: number, campaignId: number): Promise<TCampaign> {
    const row = await this.draft(restaurantId, campaignId);
    const now = this.deps.clock();
    await this.deps.db.transaction().execute(async (trx) => {
      if ((await this.deps.repository.sentSince(restaurantId, now - WEEK_MS, trx)) >= CAMPAIGNS_PER_WEEK)
        throw new AppError('CAMPAIGN_WEEKLY_LIMIT');
      const audience = await this.deps.repository.audience(restaurantId, audienceOf(row), now, trx);
      if (audience.length === 0) throw new AppError('CAMPAIGN_NO_AUDIENCE');
      if (!(await this.deps.repository.markSending(restaurantId, campaignId, now, trx)))
        throw new AppError('CAMPAIGN_ALREADY_SENT', { field: 'campaign_id' });
      const recipients = audience.map((customerId, index) => ({
        campaign_id: campaignId,
        restaurant_id: restaurantId,
        customer_id: customerId,
        batch: Math.floor(index / CAMPAIGN_BATCH_SIZE),
        state: 'queued',
        sent_at: null,
        unsubscribed_at: null,
      }));
      await this.deps.repository.addRecipients(recipients, trx);
      const batches = Math.ceil(audience.length / CAMPAIGN_BATCH_SIZE);
      for (let batch = 0; batch < batches; batch += 1) {
        await this.deps.queue.schedule(
          {
            kind: CAMPAIGN_BATCH_KIND,
            key: `campaign:${campaignId}:${batch}`,
            runAt: now + batch * CAMPAIGN_BATCH_PACE_MS,
            payload: { campaign_id: campaignId, restaurant_id: restaurantId, batch },
          },
          trx,
        );
      }
    });
    return wire((await this.deps.repository.find(restaurantId, campaignId))!);
  }

  /** One batch: each guest who still accepts and still has an open account gets the message. */
  async sendBatch(payload: { campaign_id: number; restaurant_id: number; batch: number }): Promise<void> {
    const row = await this.found(payload.restaurant_id, payload.campaign_id);
    const name = await this.deps.restaurantName(payload.restaurant_id);
    for (const recipient of await this.deps.repository.queued(payload.campaign_id, payload.batch)) {
      const id = Number(recipient.id);
      const still =
        recipient.closed_at === null &&
        !!recipient.email &&
        (await this.deps.consents.granted(Number(recipient.customer_id), payload.restaurant_id, 'email'));
      if (!still) {
        await this.deps.repository.settle(id, 'skipped', this.deps.clock());
        continue;
      }
      const url = unsubscribeUrl(this.deps.baseUrl, unsubscribeToken(this.deps.unsubscribeKey, id));
      await this.deps.transport.send(
        campaignMessage(row, { email: recipient.email!, lang: normalizeLocale(recipient.lang) }, name, url),
      );
      await this.deps.repository.settle(id, 'sent', this.deps.clock());
    }
    await this.deps.repository.markSent(payload.campaign_id);
  }

  /**
   * An unsubscribe link followed (the page's button or the mail client's one-click POST): the
   * restaurant's e-mail news withdrawn. The restaurant's name, or null for a link that is not one.
   */
  async unsubscribe(token: string): Promise<{ restaurant: string } | null> {
    const recipientId = readUnsubscribeToken(this.deps.unsubscribeKey, token);
    if (recipientId === null) return null;
    const recipient = await this.deps.repository.recipient(recipientId);
    if (!recipient) return null;
    await this.deps.db.transaction().execute(async (trx) => {
      await this.deps.consentService.withdrawEmail(recipient.customer_id, recipient.restaurant_id, trx);
      await this.deps.repository.markUnsubscribed(recipientId, this.deps.clock(), trx);
    });
    return { restaurant: await this.deps.restaurantName(recipient.restaurant_id) };
  }

  /** The restaurant's name a valid link names, without changing anything (the page before its button). */
  async linkRestaurant(token: string): Promise<string | null> {
    const recipientId = readUnsubscribeToken(this.deps.unsubscribeKey, token);
    const recipient = recipientId === null ? undefined : await this.deps.repository.recipient(recipientId);
    return recipient ? this.deps.restaurantName(recipient.restaurant_id) : null;
  }

  private async found(restaurantId: number, campaignId: number): Promise<Campaign> {
    const row = await this.deps.repository.find(restaurantId, campaignId);
    if (!row) throw new AppError('NOT_FOUND', { field: 'campaign_id' });
    return row;
  }

  private async draft(restaurantId: number, campaignId: number): Promise<Campaign> {
    const row = await this.found(restaurantId, campaignId);
    if (row.state !== 'draft') throw new AppError('CAMPAIGN_ALREADY_SENT', { field: 'campaign_id' });
    return row;
  }
}
