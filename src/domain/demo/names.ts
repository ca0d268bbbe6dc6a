/** Names, PESEL numbers and logins of the demo company's people. */
import type { Random } from './random';

const POLISH_MEN = [
  'Jan',
  'Piotr',
  'Krzysztof',
  'Andrzej',
  'Tomasz',
  'Paweł',
  'Michał',
  'Marcin',
  'Grzegorz',
  'Józef',
  'Łukasz',
  'Adam',
  'Zbigniew',
  'Jerzy',
  'Tadeusz',
  'Mariusz',
  'Dariusz',
  'Rafał',
  'Mateusz',
  'Wojciech',
  'Kamil',
  'Robert',
  'Sławomir',
  'Jacek',
  'Marek',
  'Bartosz',
  'Damian',
  'Dawid',
  'Sebastian',
  'Przemysław',
  'Artur',
  'Ryszard',
  'Zdzisław',
  'Henryk',
  'Kazimierz',
  'Stanisław',
  'Mirosław',
  'Waldemar',
  'Leszek',
  'Roman',
  'Szymon',
  'Jakub',
];
const POLISH_WOMEN = [
  'Anna',
  'Katarzyna',
  'Magdalena',
  'Agnieszka',
  'Joanna',
  'Monika',
  'Ewa',
  'Małgorzata',
  'Karolina',
  'Aleksandra',
  'Justyna',
  'Beata',
  'Marta',
  'Dorota',
];
/** Masculine forms; feminine forms are derived. */
const POLISH_SURNAMES = [
  'Nowak',
  'Kowalski',
  'Wiśniewski',
  'Wójcik',
  'Kowalczyk',
  'Kamiński',
  'Lewandowski',
  'Zieliński',
  'Szymański',
  'Woźniak',
  'Dąbrowski',
  'Kozłowski',
  'Jankowski',
  'Mazur',
  'Kwiatkowski',
  'Wojciechowski',
  'Krawczyk',
  'Kaczmarek',
  'Piotrowski',
  'Grabowski',
  'Zając',
  'Pawłowski',
  'Michalski',
  'Król',
  'Wieczorek',
  'Jabłoński',
  'Wróbel',
  'Nowakowski',
  'Majewski',
  'Olszewski',
  'Stępień',
  'Malinowski',
  'Jaworski',
  'Adamczyk',
  'Dudek',
  'Nowicki',
  'Pawlak',
  'Górski',
  'Witkowski',
  'Walczak',
  'Sikora',
  'Baran',
  'Rutkowski',
  'Michalak',
  'Szewczyk',
  'Ostrowski',
  'Tomaszewski',
  'Pietrzak',
  'Marciniak',
  'Wróblewski',
  'Zalewski',
  'Jakubowski',
  'Jasiński',
  'Zawadzki',
  'Sadowski',
  'Bąk',
  'Chmielewski',
  'Włodarczyk',
  'Borkowski',
  'Czarnecki',
  'Sawicki',
  'Sokołowski',
  'Urbański',
  'Kubiak',
  'Maciejewski',
  'Szczepański',
  'Kucharski',
  'Wilk',
  'Kalinowski',
  'Lis',
  'Mazurek',
  'Wysocki',
  'Adamski',
  'Kaźmierczak',
  'Wasilewski',
  'Sobczak',
  'Czerwiński',
  'Andrzejewski',
  'Cieślak',
  'Głowacki',
  'Zakrzewski',
  'Kołodziej',
  'Sikorski',
  'Krajewski',
  'Gajewski',
  'Szymczak',
  'Szulc',
  'Baranowski',
  'Laskowski',
  'Brzeziński',
  'Makowski',
  'Ziółkowski',
  'Przybylski',
];
/** Ukrainian names in Polish transliteration. */
const UKRAINIAN_MEN = [
  'Ołeksandr',
  'Andrij',
  'Serhij',
  'Wasyl',
  'Mykoła',
  'Dmytro',
  'Iwan',
  'Taras',
  'Jurij',
  'Wołodymyr',
  'Bohdan',
  'Petro',
  'Roman',
  'Witalij',
  'Ihor',
];
const UKRAINIAN_SURNAMES = [
  'Kowalenko',
  'Szewczenko',
  'Bondarenko',
  'Tkaczenko',
  'Kowalczuk',
  'Melnyk',
  'Bojko',
  'Ponomarenko',
  'Krawczenko',
  'Oliynyk',
  'Łysenko',
  'Marczenko',
  'Rudenko',
  'Sawczuk',
  'Hrycenko',
  'Morozow',
];

export function feminineSurname(surname: string): string {
  return surname.replace(/(sk|ck|dzk)i$/, '$1a');
}

export interface PersonName {
  firstName: string;
  lastName: string;
  female: boolean;
  foreigner: boolean;
}

export function personName(random: Random, options: { foreigner: boolean; female: boolean }): PersonName {
  if (options.foreigner) {
    return { firstName: random.pick(UKRAINIAN_MEN), lastName: random.pick(UKRAINIAN_SURNAMES), female: false, foreigner: true };
  }
  const lastName = random.pick(POLISH_SURNAMES);
  return options.female
    ? { firstName: random.pick(POLISH_WOMEN), lastName: feminineSurname(lastName), female: true, foreigner: false }
    : { firstName: random.pick(POLISH_MEN), lastName, female: false, foreigner: false };
}

const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];

export function peselCheckDigit(firstTen: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += Number(firstTen[i]) * PESEL_WEIGHTS[i];
  return (10 - (sum % 10)) % 10;
}

/** A valid PESEL for a birth date and sex (odd tenth digit for men). */
export function pesel(random: Random, birth: { year: number; month: number; day: number }, female: boolean): string {
  const century = birth.year >= 2000 ? 20 : 0;
  const two = (value: number) => String(value).padStart(2, '0');
  const serial = String(random.int(0, 999)).padStart(3, '0');
  const sexDigit = 2 * random.int(0, 4) + (female ? 0 : 1);
  const firstTen = `${two(birth.year % 100)}${two(birth.month + century)}${two(birth.day)}${serial}${sexDigit}`;
  return firstTen + peselCheckDigit(firstTen);
}

export const isValidPesel = (value: string): boolean => /^\d{11}$/.test(value) && peselCheckDigit(value.slice(0, 10)) === Number(value[10]);

const ASCII: Record<string, string> = { ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z' };

/** "Łukasz Wróbel" → "lukasz.wrobel" */
export const loginOf = (firstName: string, lastName: string): string =>
  `${firstName}.${lastName}`
    .toLowerCase()
    .replace(/[ąćęłńóśźż]/g, (letter) => ASCII[letter])
    .replace(/[^a-z.]/g, '');
