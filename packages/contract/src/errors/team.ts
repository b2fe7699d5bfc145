import type { MessagePair } from '../message-pair.js';
import teamErrorTexts from '../messages/errors/team.json' with { type: 'json' };

/** The team: roles, invitations and what a role may not do. */
export const teamErrors = teamErrorTexts satisfies Record<string, MessagePair>;
