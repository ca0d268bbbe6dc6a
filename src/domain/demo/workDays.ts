/** Work days of everyone, day by day. */
import { isoInstant } from './calendar';
import type { CompanyModel } from './generatorModel';
import { workDayOf } from './shifts';
import type { DemoWorkDay } from './rows';

export function* workDays(company: CompanyModel): Generator<DemoWorkDay> {
  let id = 0;
  for (const day of company.days) {
    for (const person of company.people) {
      const workDay = workDayOf(company, person, day);
      if (!workDay) continue;
      yield {
        id: ++id,
        person: person.row.id,
        datetime_start: isoInstant(workDay.start),
        datetime_end: workDay.end === null ? null : isoInstant(workDay.end),
        site: person.site.row.id,
      };
    }
  }
}
