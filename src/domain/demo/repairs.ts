/** Repair requests: now and then a driver or operator reports a fault of the machine he works with. */
import type { RepairWorkflowState } from '../repairs/workflow';
import { HOUR_MS, isoInstant } from './calendar';
import { REPAIR_NOTES, ROLE_NAMES } from './catalog';
import type { CompanyModel, PersonModel, VehicleModel } from './generatorModel';
import { randomFor } from './random';
import { workDayOf, workedUntil } from './shifts';
import type { DemoRepairChange, DemoRepairRequest } from './rows';

/** Chance of a repair request per site and working day. */
const DAILY_CHANCE = 0.15;

const notesFor = (vehicle: VehicleModel): string[] =>
  REPAIR_NOTES.filter(({ types }) => !types || types.includes(vehicle.row.vehicle_type)).map(({ note }) => note);

export function repairRequests(company: CompanyModel): DemoRepairRequest[] {
  const requests: DemoRepairRequest[] = [];
  for (const day of company.days) {
    for (const site of company.sites) {
      const random = randomFor(company.seed, 'repair', site.row.id, day.number);
      if (!random.chance(DAILY_CHANCE)) continue;
      const vehicle = random.pick(site.vehicles);
      const person = vehicle.crew;
      const workDay = person && workDayOf(company, person, day);
      if (!person || !workDay) continue;
      const time = workDay.start + Math.round(random.next() * (workedUntil(company, workDay) - workDay.start));
      requests.push({
        id: requests.length + 1,
        person: person.row.id,
        vehicle: vehicle.row.id,
        note: random.pick(notesFor(vehicle)),
        datetime: isoInstant(time),
        site: site.row.id,
        // Inserted as the phone sent it; the office's work on it follows (repairWorkflow).
        status: 'nowe',
        assignee: null,
        cost: null,
        closing_note: null,
      });
    }
  }
  return requests;
}

const DONE_NOTES = [
  'Wymieniono uszkodzoną część, maszyna sprawna.',
  'Naprawiono na budowie, sprawdzono na jeździe próbnej.',
  'Uszczelniono i uzupełniono olej, bez wycieku.',
  'Wymieniono żarówkę i bezpiecznik.',
];
const REJECTED_NOTES = ['Usterki nie stwierdzono przy przeglądzie.', 'Zgłoszenie powtórzone, naprawa w zgłoszeniu wcześniejszym.'];

/** What becomes of the requests in turn, oldest first; the newest one still waits. */
const OUTCOMES = ['zakonczone', 'w_trakcie', 'zakonczone', 'odrzucone', 'zakonczone'] as const;

const ofRole = (people: PersonModel[], role: string) => people.filter((person) => person.role === role);

/**
 * The office's work on the requests, in time order: each is taken by a mechanic of the site (or
 * its manager) an hour or a few after it came, and done with a cost and a closing note a few hours
 * to days later, or rejected with a note; the newest request, and any too recent, stays new. So a
 * fresh demo shows every status of the workflow, each with its history.
 */
export function repairWorkflow(company: CompanyModel, requests: readonly DemoRepairRequest[]): DemoRepairChange[] {
  const changes: DemoRepairChange[] = [];
  requests.forEach((request, index) => {
    const site = company.sites.find((candidate) => candidate.row.id === request.site)!;
    const [manager] = ofRole(site.people, ROLE_NAMES.siteManager);
    if (!manager || index === requests.length - 1) return;
    const random = randomFor(company.seed, 'repair-workflow', request.id);
    const mechanic = random.pick([...ofRole(site.people, ROLE_NAMES.mechanic), manager]);
    const outcome = OUTCOMES[index % OUTCOMES.length];
    const taken = Date.parse(request.datetime) + Math.round(random.float(1, 4) * HOUR_MS);
    if (taken >= company.now) return;
    const change = (at: number, values: Partial<RepairWorkflowState>) =>
      changes.push({ request: request.id, at: isoInstant(at), by: manager.row.id, change: values });
    if (outcome === 'odrzucone') {
      change(taken, { status: 'odrzucone', closing_note: random.pick(REJECTED_NOTES) });
      return;
    }
    change(taken, { status: 'w_trakcie', assignee: mechanic.row.id });
    const done = taken + Math.round(random.float(4, 72) * HOUR_MS);
    if (outcome === 'zakonczone' && done < company.now) {
      change(done, { cost: random.int(15, 450) * 10, status: 'zakonczone', closing_note: random.pick(DONE_NOTES) });
    }
  });
  return changes.sort((a, b) => a.at.localeCompare(b.at));
}
