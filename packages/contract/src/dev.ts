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
