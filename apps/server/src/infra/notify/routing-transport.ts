import type { Channel, MessageTransport, OutgoingMessage } from './transport.js';

/** Hands each message to the transport of its channel. */
export class RoutingTransport implements MessageTransport {
  constructor(private readonly byChannel: Readonly<Record<Channel, MessageTransport>>) {}

  send(message: OutgoingMessage): Promise<void> {
    return this.byChannel[message.channel].send(message);
  }
}
