/**
 * The benchmark's balancer (scripts/bench/balancer.ts) for `--servers`: each new connection goes
 * to the next server in turn, and answers come back whole, through HAProxy and through the Node
 * relay it falls back on.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBalancer } from '../scripts/bench/balancer';

const HAPROXY = '/usr/sbin/haproxy';
const servers: http.Server[] = [];
const urls: string[] = [];

beforeAll(async () => {
  for (const name of ['first', 'second']) {
    const server = http.createServer((request, response) => response.end(`${name} ${request.url} ${'x'.repeat(100_000)}`));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    urls.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }
});
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

/** One request on a connection of its own. */
async function ask(url: string): Promise<string> {
  const response = await fetch(url, { headers: { connection: 'close' } });
  return response.text();
}

describe.each([
  { kind: 'HAProxy', haproxy: HAPROXY },
  { kind: 'a Node relay', haproxy: null },
])('balancer: $kind', ({ kind, haproxy }) => {
  it('hands connections to the servers in turn and relays whole answers', async () => {
    const balancer = await startBalancer(urls, haproxy);
    try {
      expect(balancer.kind).toBe(kind);
      const answers = [];
      for (let index = 0; index < 4; index++) answers.push(await ask(`${balancer.url}/page/${index}`));
      const [first] = answers[0].split(' ');
      const other = first === 'first' ? 'second' : 'first';
      expect(answers.map((answer) => answer.split(' ').slice(0, 2).join(' '))).toEqual([
        `${first} /page/0`,
        `${other} /page/1`,
        `${first} /page/2`,
        `${other} /page/3`,
      ]);
      for (const answer of answers) expect(answer.length).toBe(answer.indexOf('x') + 100_000);
    } finally {
      await balancer.stop();
    }
  });
});
