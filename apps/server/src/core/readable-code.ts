import { randomInt } from 'node:crypto';

/** Letters and digits a guest reads and types without confusion (no 0/O, 1/I/L). */
const READABLE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A random code of `length` such characters: a booking's reference, a loyalty voucher. */
export function readableCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += READABLE_ALPHABET[randomInt(READABLE_ALPHABET.length)];
  return code;
}
