/**
 * Road sections the demo company builds, traced roughly along real Polish expressways, with the
 * towns around them (for gravel pits, plants and fuel stations) and the county codes of the local
 * number plates. The first three are the company's sites at scale 1.
 */
export interface Town {
  name: string;
  latitude: number;
  longitude: number;
}

export interface RoadTemplate {
  /** Road number, e.g. "S3". */
  road: string;
  /** Section name, e.g. "Zielona Góra – Nowa Sól". */
  section: string;
  /** Coarse trace of the road, [latitude, longitude] from one end to the other. */
  trace: Array<[number, number]>;
  towns: Town[];
  /** County codes of registrations around the site. */
  plates: string[];
}

const town = (name: string, latitude: number, longitude: number): Town => ({ name, latitude, longitude });

export const ROAD_TEMPLATES: RoadTemplate[] = [
  {
    road: 'S3',
    section: 'Zielona Góra – Nowa Sól',
    trace: [
      [52.078, 15.635],
      [52.04, 15.61],
      [52.0, 15.58],
      [51.962, 15.572],
      [51.925, 15.57],
      [51.89, 15.58],
      [51.86, 15.61],
      [51.835, 15.655],
      [51.815, 15.7],
    ],
    towns: [
      town('Zielona Góra', 51.9356, 15.5062),
      town('Sulechów', 52.0837, 15.6264),
      town('Nowa Sól', 51.8039, 15.7139),
      town('Drzonków', 51.8958, 15.4447),
      town('Przylep', 51.975, 15.43),
      town('Czerwieńsk', 52.0114, 15.4153),
      town('Kisielin', 51.99, 15.63),
      town('Otyń', 51.8461, 15.7111),
      town('Racula', 51.88, 15.53),
    ],
    plates: ['FZ', 'FZI', 'FNW'],
  },
  {
    road: 'S7',
    section: 'Grójec – Białobrzegi',
    trace: [
      [51.99, 20.82],
      [51.95, 20.83],
      [51.91, 20.84],
      [51.87, 20.845],
      [51.83, 20.86],
      [51.79, 20.88],
      [51.745, 20.91],
      [51.7, 20.935],
      [51.655, 20.95],
    ],
    towns: [
      town('Grójec', 51.8656, 20.8672),
      town('Tarczyn', 51.9806, 20.8331),
      town('Białobrzegi', 51.6478, 20.9511),
      town('Belsk Duży', 51.8339, 20.8036),
      town('Mogielnica', 51.6917, 20.7233),
      town('Chynów', 51.905, 20.99),
      town('Błędów', 51.7839, 20.6939),
      town('Goszczyn', 51.7356, 20.8536),
      town('Jasieniec', 51.8167, 20.9667),
    ],
    plates: ['WGR', 'WBR', 'WPI'],
  },
  {
    road: 'A1',
    section: 'Piotrków Trybunalski – Kamieńsk',
    trace: [
      [51.58, 19.56],
      [51.53, 19.59],
      [51.48, 19.615],
      [51.435, 19.635],
      [51.395, 19.64],
      [51.355, 19.625],
      [51.315, 19.595],
      [51.27, 19.55],
      [51.225, 19.51],
    ],
    towns: [
      town('Piotrków Trybunalski', 51.4053, 19.7031),
      town('Kamieńsk', 51.2167, 19.5),
      town('Tuszyn', 51.6072, 19.5392),
      town('Rozprza', 51.3019, 19.6456),
      town('Moszczenica', 51.4903, 19.7275),
      town('Wola Krzysztoporska', 51.3469, 19.615),
      town('Bełchatów', 51.3686, 19.3567),
      town('Gorzkowice', 51.2164, 19.5919),
      town('Grabica', 51.4833, 19.5333),
    ],
    plates: ['EPI', 'EP', 'EBE'],
  },
  {
    road: 'S17',
    section: 'Kurów – Lublin',
    trace: [
      [51.4, 22.17],
      [51.385, 22.24],
      [51.365, 22.31],
      [51.34, 22.38],
      [51.31, 22.44],
      [51.28, 22.5],
      [51.255, 22.56],
    ],
    towns: [
      town('Kurów', 51.3911, 22.1867),
      town('Markuszów', 51.3711, 22.2594),
      town('Garbów', 51.3528, 22.345),
      town('Lublin', 51.2465, 22.5684),
      town('Nałęczów', 51.2881, 22.2161),
      town('Niemce', 51.3003, 22.6286),
    ],
    plates: ['LU', 'LLB', 'LPU'],
  },
  {
    road: 'S19',
    section: 'Sokołów Małopolski – Rzeszów',
    trace: [
      [50.25, 22.08],
      [50.2, 22.04],
      [50.15, 22.01],
      [50.1, 21.99],
      [50.05, 21.97],
      [50.0, 21.95],
      [49.95, 21.91],
    ],
    towns: [
      town('Sokołów Małopolski', 50.2283, 22.1206),
      town('Głogów Małopolski', 50.1514, 21.9617),
      town('Rzeszów', 50.0412, 21.9991),
      town('Boguchwała', 49.9847, 21.9458),
      town('Tyczyn', 49.9633, 22.0325),
      town('Trzebownisko', 50.0747, 22.0344),
    ],
    plates: ['RZ', 'RZE', 'RLA'],
  },
  {
    road: 'A2',
    section: 'Golina – Koło',
    trace: [
      [52.215, 17.95],
      [52.2, 18.07],
      [52.185, 18.19],
      [52.18, 18.31],
      [52.185, 18.43],
      [52.195, 18.55],
      [52.205, 18.67],
    ],
    towns: [
      town('Konin', 52.223, 18.2511),
      town('Golina', 52.2447, 17.9994),
      town('Koło', 52.2003, 18.6386),
      town('Rychwał', 52.0733, 18.1656),
      town('Tuliszków', 52.0775, 18.2975),
      town('Kramsk', 52.2708, 18.4389),
    ],
    plates: ['PN', 'PKN', 'PKL'],
  },
  {
    road: 'S5',
    section: 'Kościan – Rawicz',
    trace: [
      [52.07, 16.65],
      [52.0, 16.63],
      [51.93, 16.61],
      [51.86, 16.6],
      [51.79, 16.64],
      [51.72, 16.71],
      [51.65, 16.79],
    ],
    towns: [
      town('Kościan', 52.0858, 16.6422),
      town('Śmigiel', 52.0136, 16.5264),
      town('Leszno', 51.8406, 16.5749),
      town('Rydzyna', 51.7869, 16.6694),
      town('Osieczna', 51.9036, 16.68),
      town('Rawicz', 51.6092, 16.8583),
    ],
    plates: ['PL', 'PLE', 'PKS'],
  },
  {
    road: 'S8',
    section: 'Sieradz – Łask',
    trace: [
      [51.63, 18.6],
      [51.605, 18.71],
      [51.58, 18.82],
      [51.56, 18.93],
      [51.54, 19.04],
      [51.52, 19.15],
    ],
    towns: [
      town('Sieradz', 51.5956, 18.7308),
      town('Warta', 51.71, 18.6264),
      town('Zduńska Wola', 51.5994, 18.9394),
      town('Łask', 51.5906, 19.1328),
      town('Szadek', 51.6925, 18.9853),
      town('Brzeźnio', 51.4958, 18.615),
    ],
    plates: ['ESI', 'EZD', 'ELA'],
  },
  {
    road: 'S61',
    section: 'Ełk – Szczuczyn',
    trace: [
      [53.9, 22.45],
      [53.83, 22.4],
      [53.76, 22.35],
      [53.69, 22.31],
      [53.62, 22.29],
      [53.55, 22.28],
    ],
    towns: [
      town('Ełk', 53.8281, 22.3647),
      town('Prostki', 53.7017, 22.4325),
      town('Grajewo', 53.6472, 22.455),
      town('Szczuczyn', 53.5614, 22.2864),
      town('Kalinowo', 53.865, 22.6467),
      town('Stare Juchy', 53.9236, 22.2167),
    ],
    plates: ['NEL', 'BGR'],
  },
  {
    road: 'S6',
    section: 'Koszalin – Sławno',
    trace: [
      [54.17, 16.05],
      [54.19, 16.16],
      [54.21, 16.27],
      [54.24, 16.38],
      [54.28, 16.49],
      [54.33, 16.6],
    ],
    towns: [
      town('Koszalin', 54.1944, 16.1722),
      town('Sianów', 54.2261, 16.2881),
      town('Sławno', 54.3628, 16.6786),
      town('Malechowo', 54.3089, 16.4561),
      town('Polanów', 54.12, 16.6533),
      town('Mielno', 54.2608, 16.0564),
    ],
    plates: ['ZK', 'ZKO', 'ZSL'],
  },
  {
    road: 'A4',
    section: 'Tarnów – Dębica',
    trace: [
      [50.01, 20.82],
      [50.02, 20.94],
      [50.03, 21.06],
      [50.04, 21.18],
      [50.045, 21.3],
      [50.05, 21.42],
    ],
    towns: [
      town('Tarnów', 50.0121, 20.9858),
      town('Wojnicz', 49.9572, 20.8383),
      town('Żabno', 50.1333, 20.8858),
      town('Pilzno', 49.9786, 21.2906),
      town('Dębica', 50.0515, 21.4114),
      town('Lisia Góra', 50.1044, 21.0447),
    ],
    plates: ['KT', 'KTA', 'RDE'],
  },
];

const ROMAN: Array<[number, string]> = [
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

export function romanNumeral(value: number): string {
  let rest = value;
  let text = '';
  for (const [amount, letters] of ROMAN) {
    while (rest >= amount) {
      text += letters;
      rest -= amount;
    }
  }
  return text;
}
