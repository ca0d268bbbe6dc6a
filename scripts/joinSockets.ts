/**
 * Two TCP sockets joined into one connection, as a TCP relay or balancer does: bytes piped both
 * ways, and either side closing or failing closes both.
 */
import type net from 'node:net';

export function joinSockets(client: net.Socket, upstream: net.Socket): void {
  client.pipe(upstream).pipe(client);
  const close = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on('error', close).on('close', close);
  upstream.on('error', close).on('close', close);
}
