import { AdminError } from '../core/errors.js';
import type { RightsService } from '../modules/privacy/index.js';

const when = (ms: number | string | null) => (ms === null ? '-' : new Date(Number(ms)).toISOString());

/** `--reason "text"` or `--reason=text` among the words; '' when absent. */
function reasonOf(words: readonly string[]): string {
  const index = words.findIndex((word) => word === '--reason' || word.startsWith('--reason='));
  if (index === -1) return '';
  const word = words[index]!;
  return word === '--reason'
    ? words.slice(index + 1).join(' ')
    : [word.slice('--reason='.length), ...words.slice(index + 1)].join(' ');
}

function idOf(value: string | undefined, usage: string): number {
  if (!value || !/^\d{1,12}$/.test(value)) throw new AdminError(`an id is needed\n${usage}`);
  return Number(value);
}

/**
 * People's requests about their data: the open ones with their deadline (LATE past it), one
 * extension of two months with the reason the person is told, and the answer that closes one.
 */
export async function rightsCommand(
  rights: RightsService,
  action: string | undefined,
  words: readonly string[],
  out: (line: string) => void,
  printable: (value: string) => string,
  usage: string,
): Promise<number> {
  switch (action) {
    case undefined: {
      const open = await rights.open();
      if (open.length === 0) out('No rights request is open.');
      for (const { request, late } of open) {
        const cells = [
          `request ${request.id}`,
          `${request.account_kind} ${request.account_id}`,
          `asked ${when(request.created_at)}`,
          `archive sent ${when(request.archive_sent_at)}`,
          `${late ? 'LATE, was due' : 'due'} ${when(request.deadline_at)}`,
          request.extended_at === null ? 'not extended' : `extended: ${printable(request.extension_reason)}`,
        ];
        out(cells.join(' | '));
      }
      return 0;
    }
    case 'extend': {
      const extended = await rights.extend(idOf(words[0], usage), reasonOf(words.slice(1)));
      out(`Request ${extended.id} now due ${when(extended.deadline_at)}; the person was told why.`);
      return 0;
    }
    case 'answer': {
      const id = idOf(words[0], usage);
      await rights.answer(id);
      out(`Request ${id} answered.`);
      return 0;
    }
    default:
      throw new AdminError(`unknown rights-requests action "${action}"\n${usage}`);
  }
}
