/** The people of a site: names, PESEL, roles and their logins. */
import { calendarDay, isoInstant, type CompanyClock } from './calendar';
import type { AccessRole } from '../access';
import { ROLE_NAMES, SITE_CREW, STAFF_ROLES, type RoleName } from './catalog';
import type { PersonModel, SiteModel } from './generatorModel';
import { loginOf, pesel, personName } from './names';
import type { Random } from './random';
import type { IdCounter } from './sites';
import type { DemoRole, DemoUser } from './rows';

export const DEMO_ROLES: DemoRole[] = Object.values(ROLE_NAMES).map((name, i) => ({
  id: i + 1,
  name,
  is_staff: STAFF_ROLES.includes(name),
}));

const roleId = (name: RoleName): number => DEMO_ROLES.find((role) => role.name === name)!.id;

/** Chance that a person of the role is a foreigner (Ukrainian), and that the person is a woman. */
const FOREIGNERS: Partial<Record<RoleName, number>> = {
  [ROLE_NAMES.driver]: 0.2,
  [ROLE_NAMES.operator]: 0.15,
  [ROLE_NAMES.mechanic]: 0.15,
};
const WOMEN: Partial<Record<RoleName, number>> = {
  [ROLE_NAMES.administrator]: 0.7,
  [ROLE_NAMES.siteManager]: 0.2,
};

export interface StaffContext {
  today: number;
  /** Days of history: everyone was hired before it starts. */
  historyDays: number;
  clock: CompanyClock;
  usernames: Set<string>;
  peselNumbers: Set<string>;
  nextPersonId: IdCounter;
  nextUserId: IdCounter;
  users: DemoUser[];
}

function uniqueLogin(base: string, taken: Set<string>): string {
  let login = base;
  for (let n = 2; taken.has(login); n++) login = `${base}${n}`;
  taken.add(login);
  return login;
}

function uniquePesel(random: Random, context: StaffContext, female: boolean): string {
  const { year } = calendarDay(context.today);
  for (;;) {
    const birth = calendarDay(Math.round(Date.UTC(year - random.int(21, 62), 0, 1) / 86_400_000) + random.int(0, 364));
    const number = pesel(random, birth, female);
    if (!context.peselNumbers.has(number)) {
      context.peselNumbers.add(number);
      return number;
    }
  }
}

/** Dashboard access of the demo's staff roles: a site manager sees their own site only. */
const ACCESS_OF_ROLE: Partial<Record<RoleName, AccessRole>> = {
  [ROLE_NAMES.siteManager]: 'site_manager',
  [ROLE_NAMES.administrator]: 'administrator',
};

export function buildStaff(random: Random, site: SiteModel, context: StaffContext, crews = 1): PersonModel[] {
  const people: PersonModel[] = [];
  for (const [role, count] of SITE_CREW) {
    for (let i = 0; i < count * crews; i++) {
      const name = personName(random, {
        foreigner: random.chance(FOREIGNERS[role] ?? 0),
        female: random.chance(WOMEN[role] ?? 0),
      });
      const hasPesel = !name.foreigner || random.chance(0.4);
      const accessRole = ACCESS_OF_ROLE[role] ?? null;
      const hiredDaysAgo = context.historyDays + random.int(5, 2400);
      const user: DemoUser = {
        id: context.nextUserId(),
        username: uniqueLogin(loginOf(name.firstName, name.lastName), context.usernames),
        access_role: accessRole,
        all_sites: accessRole !== 'site_manager',
        is_active: true,
        created_at: isoInstant(context.clock.at(context.today - hiredDaysAgo, random.int(7 * 60, 15 * 60))),
      };
      context.users.push(user);
      people.push({
        row: {
          id: context.nextPersonId(),
          first_name: name.firstName,
          last_name: name.lastName,
          pesel: hasPesel ? uniquePesel(random, context, name.female) : null,
          is_foreigner: name.foreigner,
          role: roleId(role),
          site: site.row.id,
          // Site managers receive the maintenance digest (issue 15 §4); example.com is reserved for examples.
          email: role === ROLE_NAMES.siteManager ? `${user.username}@example.com` : null,
          user_id: user.id,
        },
        role,
        site,
      });
    }
  }
  return people;
}
