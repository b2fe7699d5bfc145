import { calendarDateInWords, type Locale, type TCustomerBooking } from '@portal/contract';
import type { ManagePageTexts } from './manage-page-texts.js';

/** Where the page posts the guest's answer to the restaurant's proposal. */
export const MANAGE_ANSWER_ROUTE = '/booking/manage/answer';

type Proposal = NonNullable<TCustomerBooking['proposal']>;

/**
 * The restaurant's proposal and the guest's two answers, in one form: the button pressed says
 * which (`accept` 1 or 0). The booking stays as it is until the guest answers; a proposal may be
 * answered whatever the time (a cancellation proposed by the restaurant is free).
 */
export function ProposalAnswer({
  proposal,
  token,
  lang,
  t,
}: {
  proposal: Proposal;
  token: string;
  lang: Locale;
  t: ManagePageTexts;
}) {
  const p = t.proposalAnswer;
  const newTime = proposal.kind === 'time' && proposal.time !== null;
  return (
    <section className="card confirm" id="proposal" aria-labelledby="proposal-h">
      <h2 id="proposal-h">{p.heading}</h2>
      <p>
        {newTime
          ? p.time(
              calendarDateInWords(proposal.date, t.intlLocale, false),
              proposal.time ?? '',
              t.covers(proposal.covers),
            )
          : p.cancellation}
      </p>
      <p>{newTime ? p.timeNote : p.cancellationNote}</p>
      <form method="post" action={MANAGE_ANSWER_ROUTE} className="row">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="lang" value={lang} />
        <button type="submit" name="accept" value="1" className={newTime ? undefined : 'danger'}>
          {newTime ? p.acceptTime : p.acceptCancellation}
        </button>
        <button type="submit" name="accept" value="0" className="second">
          {p.decline}
        </button>
      </form>
    </section>
  );
}
