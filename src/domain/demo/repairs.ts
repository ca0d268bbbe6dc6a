/** Repair requests: now and then a driver or operator reports a fault of the machine he works with. */
import { isoInstant } from './calendar';
import { REPAIR_NOTES } from './catalog';
import type { CompanyModel, VehicleModel } from './generatorModel';
import { randomFor } from './random';
import { workDayOf, workedUntil } from './shifts';
import type { DemoRepairRequest } from './rows';

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
        // Every demo request waits for the office (no history to invent for it).
        status: 'nowe',
        assignee: null,
        cost: null,
        closing_note: null,
      });
    }
  }
  return requests;
}
