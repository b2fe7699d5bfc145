import type {
  LoyaltyReason,
  LoyaltyRewardKind,
  LoyaltyVoucherState,
  TLedgerEntry,
  TReward,
  TVoucher,
} from '@portal/contract';
import type { Locale } from '@portal/contract';
import type { LoyaltyLedgerEntry, LoyaltyReward, LoyaltyVoucher } from './tables.js';

/** A percent as is; an amount in euros; a dish 0. */
const wireValue = (kind: string, value: number) => (kind === 'amount' ? value / 100 : value);

export function rewardWire(row: LoyaltyReward): TReward {
  return {
    id: row.id,
    name: row.name,
    fr_name: row.fr_name,
    points: row.points,
    kind: row.kind as LoyaltyRewardKind,
    value: wireValue(row.kind, row.value),
    valid_days: row.valid_days,
  };
}

export function voucherWire(row: LoyaltyVoucher, lang: Locale): TVoucher {
  return {
    id: row.id,
    code: row.code,
    name: lang === 'fr' ? row.fr_name : row.name,
    kind: row.kind as LoyaltyRewardKind,
    value: wireValue(row.kind, row.value),
    points: row.points,
    state: row.state as LoyaltyVoucherState,
    valid_until: Number(row.valid_until),
  };
}

export function entryWire(row: LoyaltyLedgerEntry): TLedgerEntry {
  return {
    at: Number(row.created_at),
    delta: row.delta,
    reason: row.reason as LoyaltyReason,
    balance_after: row.balance_after,
    note: row.note,
  };
}
