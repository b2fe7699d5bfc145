import { describe, expect, it } from 'vitest';
import {
  GUEST_MAX_TAGS,
  guestPhone,
  messageFor,
  ZGuestListQuerySchema,
  ZSaveGuestNotesRequestSchema,
} from '../src/index.js';

const firstIssue = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
}) => result.error?.issues[0];

describe('the guest book’s forms', () => {
  it('reads tags comma-separated, as a JSON list or repeated, trimmed, the same tag once whatever its case', () => {
    for (const tags of ['VIP, terrasse ,vip', '["VIP","terrasse"]', ['VIP', 'terrasse', 'Vip']]) {
      const parsed = ZSaveGuestNotesRequestSchema.parse({ guest_id: '4', notes: ' Note ', tags, allergens: '' });
      expect(parsed).toMatchObject({ guest_id: 4, notes: 'Note', tags: ['VIP', 'terrasse'], allergens: [] });
    }
  });

  it('refuses an eleventh tag, a tag over 30 characters, notes over 1000 and an unknown allergen', () => {
    const base = { guest_id: '4', notes: '', tags: '', allergens: '' };
    const tooMany = Array.from({ length: GUEST_MAX_TAGS + 1 }, (_, i) => `t${i}`).join(',');
    expect(firstIssue(ZSaveGuestNotesRequestSchema.safeParse({ ...base, tags: tooMany }))?.message).toBe(
      'GUEST_TOO_MANY_TAGS',
    );
    expect(firstIssue(ZSaveGuestNotesRequestSchema.safeParse({ ...base, tags: 'x'.repeat(31) }))?.message).toBe(
      'GUEST_TAG_INVALID',
    );
    expect(firstIssue(ZSaveGuestNotesRequestSchema.safeParse({ ...base, notes: 'x'.repeat(1001) }))?.message).toBe(
      'GUEST_NOTES_TOO_LONG',
    );
    expect(firstIssue(ZSaveGuestNotesRequestSchema.safeParse({ ...base, allergens: 'milk,cocoa' }))?.message).toBe(
      'GUEST_ALLERGEN_UNKNOWN',
    );
    expect(messageFor('GUEST_TOO_MANY_TAGS')).toEqual({
      en: 'A guest has at most 10 tags',
      fr: 'Un client a au plus 10\u00a0étiquettes',
    });
  });

  it('keeps allergens in the regulation’s order and the list’s page at 1 when absent', () => {
    expect(
      ZSaveGuestNotesRequestSchema.parse({ guest_id: 1, notes: '', tags: '', allergens: 'NUTS, gluten' }).allergens,
    ).toEqual(['gluten', 'nuts']);
    expect(ZGuestListQuerySchema.parse({})).toMatchObject({ searchval: '', page: 1 });
    expect(ZGuestListQuerySchema.parse({ searchval: ' Dupont ', page: '3' })).toMatchObject({
      searchval: 'Dupont',
      page: 3,
    });
  });

  it('writes a French phone in its national form and any other as stored', () => {
    expect(guestPhone('+33612345678')).toBe('06 12 34 56 78');
    expect(guestPhone('+447700900123')).toBe('+447700900123');
  });
});
