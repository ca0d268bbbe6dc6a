import { describe, expect, it } from 'vitest';
import { describeRepairEvent } from './history';
import { NEXT_REPAIR_STATUSES, REPAIR_STATUSES, repairChangeErrors, type RepairWorkflowState } from './workflow';

const state = (extra: Partial<RepairWorkflowState> = {}): RepairWorkflowState => ({ status: 'nowe', assignee: null, cost: null, closing_note: null, ...extra });

describe('repair workflow', () => {
  it('allows exactly new → in progress / rejected and in progress → done / rejected', () => {
    const allowed = REPAIR_STATUSES.flatMap((from) =>
      REPAIR_STATUSES.filter(
        (to) => to !== from && Object.keys(repairChangeErrors(state({ status: from, closing_note: 'x' }), { status: to })).length === 0,
      ).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['nowe→w_trakcie', 'nowe→odrzucone', 'w_trakcie→zakonczone', 'w_trakcie→odrzucone']);
    expect(NEXT_REPAIR_STATUSES.zakonczone).toEqual([]);
  });

  it('closes only with a closing note, and keeps it while closed; other changes of a closed request pass', () => {
    expect(repairChangeErrors(state({ status: 'w_trakcie' }), { status: 'zakonczone' }).closing_note).toHaveLength(1);
    expect(repairChangeErrors(state({ status: 'w_trakcie' }), { status: 'zakonczone', closing_note: ' ' }).closing_note).toHaveLength(1);
    expect(repairChangeErrors(state({ status: 'w_trakcie' }), { status: 'odrzucone', closing_note: 'Duplikat' })).toEqual({});
    expect(repairChangeErrors(state({ status: 'zakonczone', closing_note: 'OK' }), { closing_note: null }).closing_note).toHaveLength(1);
    expect(repairChangeErrors(state({ status: 'zakonczone', closing_note: 'OK' }), { cost: 120 })).toEqual({});
    // Sending the current status again is no transition.
    expect(repairChangeErrors(state({ status: 'zakonczone', closing_note: 'OK' }), { status: 'zakonczone', closing_note: 'OK' })).toEqual({});
  });

  it('describes an event in Polish: labels, statuses, money, people, photos, company time', () => {
    const base = { id: 1, repair_request: 7, changed_at: '2026-11-24T22:05:00.000Z', changed_by: 1, changed_by_name: 'Anna Nowak' };
    expect(describeRepairEvent({ ...base, field: 'status', from: 'nowe', to: 'w_trakcie' }, 'Europe/Warsaw')).toEqual({
      when: '24.11.2026 23:05',
      who: 'Anna Nowak',
      what: 'Status',
      from: 'Nowe',
      to: 'W trakcie',
    });
    expect(describeRepairEvent({ ...base, field: 'cost', from: null, to: 1234.5 }, 'Europe/Warsaw')).toMatchObject({
      what: 'Koszt',
      from: '—',
      to: '1\u00a0234,50\u00a0zł',
    });
    expect(describeRepairEvent({ ...base, field: 'assignee', from: { id: 3, name: 'Jan Kowalski' }, to: null }, 'Europe/Warsaw')).toMatchObject({
      what: 'Przypisany',
      from: 'Jan Kowalski',
      to: '—',
    });
    expect(
      describeRepairEvent(
        {
          ...base,
          field: 'photos',
          from: [],
          to: [
            { id: 4, name: 'a.png' },
            { id: 5, name: 'b.png' },
          ],
        },
        'Europe/Warsaw',
      ),
    ).toMatchObject({ what: 'Zdjęcia', to: 'a.png, b.png' });
  });
});
