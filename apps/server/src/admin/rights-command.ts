import { AdminError } from '../core/errors.js';
import type { RightsService } from '../modules/privacy/index.js';
import { type CommandTerminal, idOf, optionAt, when } from './command-words.js';

/** `--reason "text"` or `--reason=text` among the words, up to the end; '' when absent. */
function reasonOf(words: readonly string[]): string {
  const found = optionAt(words, 'reason');
  if (!found) return '';
  const rest = words.slice(found.index + 1);
  return (found.inline === undefined ? rest : [found.inline, ...rest]).join(' ');
}

/**
 * People's requests about their data: the open ones with their deadline (LATE past it), one
 * extension of two months with the reason the person is told, and the answer that closes one.
 */
export async function rightsCommand(
  rights: RightsService,
  action: string | undefined,
  words: readonly string[],
  { out, printable, usage }: CommandTerminal,
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
