/**
 * Several servers against one database (`--servers N`): N SAT servers, one process each
 * (WORKERS=1, so that as many processes serve as the one server's N workers on this machine's
 * cores), behind a local TCP balancer (balancer.ts: HAProxy when installed). Their HTTP floor, rides page throughput and
 * p99 are measured right after the same figures of the one server, which are their floors: the
 * cost of scaling out by servers rather than by worker processes, with the same session (sessions
 * live in the database, so any server takes it). The one server's p99 through the same balancer is
 * noted beside them: on these two shared cores the balancer's hop is most of what two servers add.
 */
import { load, ms, ridesPage, type ApiContext } from './api';
import { startBalancer } from './balancer';
import { atLeast, atMost, figure } from './report';
import { startServer } from './server';

export async function severalServersFigures(ctx: ApiContext, count: number): Promise<void> {
  const name = (text: string) => `${ctx.dialect} ${count} servers: ${text}`;
  const page = ridesPage(ctx);
  const one = { health: await load(ctx, '/api/health'), page: await load(ctx, page.path) };
  // The balancer's own hop, apart from the servers behind it: the one server through it.
  const hop = await startBalancer([ctx.server.url]);
  const oneThroughBalancer = await load(ctx, page.path, hop.url).finally(() => hop.stop());
  const servers = await Promise.all(Array.from({ length: count }, () => startServer(ctx.dataset.url, '/nonexistent', { workers: 1 })));
  const balancer = await startBalancer(servers.map((server) => server.url));
  try {
    const health = await load(ctx, '/api/health', balancer.url);
    const pageLoad = await load(ctx, page.path, balancer.url);
    const against = `one server of ${ctx.server.processes} processes:`;
    ctx.emit(
      figure(name('HTTP overhead floor (/api/health)'), health.requestsPerSecond, 'req/s', {
        note: `p99 ${ms(health.p99)}; ${against} ${Math.round(one.health.requestsPerSecond)} req/s, p99 ${ms(one.health.p99)}`,
      }),
    );
    ctx.emit(
      figure(name('rides page throughput'), pageLoad.requestsPerSecond, 'req/s', {
        goal: atLeast(800),
        floor: one.page.requestsPerSecond,
        note: `floor: ${against} the same page measured just before; one process each, ${balancer.kind} in front (TCP)`,
      }),
    );
    ctx.emit(
      figure(name('rides page p99'), pageLoad.p99, 'ms', {
        goal: atMost(25),
        floor: one.page.p99,
        note: `floor: ${against} ${ms(one.page.p99)}; the one server through the same balancer: ${ms(oneThroughBalancer.p99)}`,
      }),
    );
  } finally {
    await balancer.stop();
    await Promise.all(servers.map((server) => server.stop()));
  }
}
