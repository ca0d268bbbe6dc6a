import { describe, expect, it } from 'vitest';
import { unsentRecords, type QueuedAction } from './store';

const action = (id: number, kind: QueuedAction['kind'], body: unknown, refused?: string): QueuedAction => ({
  id,
  kind,
  path: '/api/',
  body,
  key: `k${id}`,
  recordedAt: '2026-11-29T06:00:00.000Z',
  ...(refused && { refused }),
});

const point = { datetime: '2026-11-29T06:00:00.000Z', latitude: 51.9, longitude: 19.1 };

describe('unsentRecords', () => {
  it('counts each position of a batch and each waiting one, and no refused action: the header and the sign-out warning say the same', () => {
    const queue = {
      actions: [
        action(1, 'workDayStart', { datetime_start: point.datetime }),
        action(2, 'positions', [point, point]),
        action(3, 'repairRequest', { description: 'Pęknięta szyba' }, 'Nie znaleziono pojazdu.'),
        action(4, 'workDayEnd', { datetime_end: point.datetime }),
      ],
      waitingPositions: 1,
    };
    expect(unsentRecords(queue)).toBe(5);
    expect(unsentRecords({ actions: [queue.actions[2]], waitingPositions: 0 })).toBe(0);
  });
});
