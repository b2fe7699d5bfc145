import type { JobHandler } from '../../infra/jobs/index.js';
import type { GuaranteePort } from '../reservations/index.js';
import { CHARGE_SETTLE_JOB, type ChargeService } from './charge-service.js';
import { GUARANTEE_JOBS, type GuaranteeService } from './guarantee-service.js';

/**
 * The guarantee's durable jobs: a booking still waiting for its card when its 15-minute hold runs
 * out is released (its covers free again, the card request cancelled); at the meal + 7 days the
 * saved card is detached, so no charge is possible after the window. Each reads the booking again
 * and does nothing when it no longer applies.
 */
export function registerPaymentJobs(
  jobs: { handle(kind: string, handler: JobHandler): void },
  deps: { guarantees: GuaranteeService; reservations: GuaranteePort; charges: ChargeService },
): void {
  jobs.handle(GUARANTEE_JOBS.hold, async (job, { completeWith }) => {
    const { booking_id: bookingId } = job.payload as { booking_id: number };
    let released: Awaited<ReturnType<GuaranteeService['expireHold']>>;
    await completeWith(async (trx) => {
      released = await deps.guarantees.expireHold(bookingId, trx);
    });
    if (released) {
      deps.reservations.announceChanged(released);
      await deps.guarantees.cancelSetup(bookingId);
    }
  });
  jobs.handle(GUARANTEE_JOBS.release, async (job) => {
    const { booking_id: bookingId } = job.payload as { booking_id: number };
    await deps.guarantees.releaseCard(bookingId);
  });
  // A charge still pending a few minutes after it was asked is asked again with its key.
  jobs.handle(CHARGE_SETTLE_JOB, async (job) => {
    const { restaurant_id: restaurantId, charge_id: chargeId } = job.payload as {
      restaurant_id: number;
      charge_id: number;
    };
    await deps.charges.settlePending(restaurantId, chargeId);
  });
}
