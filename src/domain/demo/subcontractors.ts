/**
 * A few subcontractors per site (the Podwykonawcy screen is not empty in the demo): firms of the
 * site's trades with valid NIP and REGON numbers, a contract running from before the history
 * into the coming weeks (some ending soon, so the days-left warning shows), and the site's
 * manager as supervisor. Money in złoty as the API carries it (the seed stores grosze).
 */
import { normalizeNip, normalizePhone, normalizeRegon } from '../identifiers';
import { isoDay } from './calendar';
import { ROLE_NAMES } from './catalog';
import type { CompanyModel } from './generatorModel';
import { randomFor, type Random } from './random';
import type { DemoSubcontractor } from './rows';

const FIRMS = [
  { name: 'Ziemex', trade: 'earthworks', rate: [180, 260] },
  { name: 'Betpol', trade: 'concrete', rate: [150, 210] },
  { name: 'Trans-Wywóz', trade: 'transport', rate: [120, 190] },
  { name: 'Elektro-Mont', trade: 'electrical', rate: [110, 160] },
] as const;

const digits = (random: Random, count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('');

/** A number whose last digit is the check digit `valid` accepts (drawn again when none is). */
function withCheckDigit(random: Random, length: number, valid: (text: string) => string | null): string {
  for (;;) {
    const body = String(random.int(1, 9)) + digits(random, length - 2);
    for (let check = 0; check <= 9; check++) if (valid(`${body}${check}`)) return `${body}${check}`;
  }
}

export function subcontractors(company: CompanyModel): DemoSubcontractor[] {
  const rows: DemoSubcontractor[] = [];
  for (const site of company.sites) {
    const random = randomFor(company.seed, 'subcontractors', site.row.id);
    const manager = site.people.find((person) => person.role === ROLE_NAMES.siteManager) ?? site.people[0];
    const count = 3;
    for (let index = 0; index < count; index++) {
      const firm = FIRMS[(site.row.id + index) % FIRMS.length];
      const rate = random.int(firm.rate[0] * 2, firm.rate[1] * 2) / 2;
      const endsIn = [12, 75, 200][index];
      rows.push({
        id: rows.length + 1,
        site: site.row.id,
        name: `${firm.name} ${['sp. z o.o.', 'S.A.', 's.c.'][index]}`,
        trade: firm.trade,
        nip: withCheckDigit(random, 10, normalizeNip),
        regon: withCheckDigit(random, 9, normalizeRegon),
        owner_pesel: null,
        email: `biuro@${firm.name.toLowerCase().replace(/[^a-z]/g, '')}.pl`,
        phone: normalizePhone(`${random.int(500, 799)}${digits(random, 3)}${digits(random, 3)}`),
        vehicle_plate: null,
        contract_number: `UM/${isoDay(company.today).slice(0, 4)}/${site.row.id * 10 + index + 1}`,
        hourly_rate: rate,
        contract_value: Math.round(rate * random.int(400, 2000)),
        rating: random.int(30, 50) / 10,
        vat_payer: index === 2 ? null : true,
        insured: index !== 1,
        contract_from: isoDay(company.today - random.int(60, 400)),
        contract_until: isoDay(company.today + endsIn + random.int(0, 10)),
        supervisor: manager?.row.id ?? null,
        note: null,
      });
    }
  }
  return rows;
}
