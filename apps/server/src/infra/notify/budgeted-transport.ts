import type { Kysely } from 'kysely';
import type { Database } from '../../schema.js';
import type { Logger } from '../../core/logger.js';
import type { SmsBudget } from './sms-budget.js';
import type { MessageTransport, OutgoingMessage } from './transport.js';

/**
 * The transport every module is given: e-mails pass; a text message goes only within the SMS
 * budget (`SmsBudget`), counted here unless it carries the permit of a budget decision its
 * sender made already (a code, decided with its e-mail). A message the budget refuses is not
 * sent, and not retried: the sender's e-mail carries the same news.
 */
export class BudgetedTransport implements MessageTransport {
  constructor(
    private readonly inner: MessageTransport,
    readonly budget: SmsBudget,
    private readonly deps: { db: Kysely<Database>; logger: Pick<Logger, 'info'> },
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel === 'sms' && !(message.smsPermit && this.budget.redeem(message.smsPermit, message.to))) {
      const decision = await this.deps.db
        .transaction()
        .execute((trx) => this.budget.reserve(trx, { to: message.to, account: message.account }));
      if (!decision.allowed) {
        this.deps.logger.info({ reason: decision.reason, account: message.account ?? '' }, 'text message not sent');
        return;
      }
    }
    const { smsPermit: _permit, account: _account, ...outgoing } = message;
    await this.inner.send(outgoing);
  }
}
