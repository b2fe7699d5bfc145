import { AdminError } from '../core/errors.js';

/*
 * Reading an admin command's words: the ids and options the review and rights-request commands
 * take, and the instants they print.
 */

/** Where a command writes: its lines, typed text made safe for the terminal, and the usage shown with a mistake. */
export interface CommandTerminal {
  out: (line: string) => void;
  printable: (value: string) => string;
  usage: string;
}

/** An instant as the terminal prints it (ISO, UTC); '-' for none. */
export const when = (ms: number | string | null) => (ms === null ? '-' : new Date(Number(ms)).toISOString());

/** The id a command acts on, refused with the usage when it is missing or not a number. */
export function idOf(value: string | undefined, usage: string): number {
  if (!value || !/^\d{1,12}$/.test(value)) throw new AdminError(`an id is needed\n${usage}`);
  return Number(value);
}

/** Where `--name value` or `--name=value` stands among the words, with its value in the second form. */
export function optionAt(words: readonly string[], name: string): { index: number; inline?: string } | undefined {
  const index = words.findIndex((word) => word === `--${name}` || word.startsWith(`--${name}=`));
  if (index === -1) return undefined;
  const word = words[index]!;
  return word === `--${name}` ? { index } : { index, inline: word.slice(`--${name}=`.length) };
}
