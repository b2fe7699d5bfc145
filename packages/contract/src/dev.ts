import { z } from 'zod';

/* ---------- GET dev/outbox (only outside production, console transport) ---------- */
export const ZOutboxMessageSchema = z.object({
  to: z.string(),
  channel: z.enum(['sms', 'email']),
  text: z.string(),
  code: z.string().nullable(),
  created_at: z.string(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessageSchema>;
export const ZOutboxResponseSchema = z.array(ZOutboxMessageSchema);

/* ---------- POST dev/clock (only outside production, CLOCK_CONTROL=1) ----------
 * Moves the server's clock: to `at` (epoch ms), or forward by `advance_ms`. Answers the new time. */
export const ZDevClockRequestSchema = z.union([
  z.object({ at: z.number().int().positive() }),
  z.object({ advance_ms: z.number().int().min(0) }),
]);
export const ZDevClockResponseSchema = z.object({ now: z.number().int() });
