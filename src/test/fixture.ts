/**
 * A tiny, hand-written data set for the app's tests on the fake provider.
 * Rows are shaped like the API's (joined display fields are added by the provider).
 */
import type { FakeData } from '../providers/fake/demoData';

export function smallFixture(): FakeData {
  return {
    sites: [
      { id: 1, name: 'S7 Płońsk – Czosnów', start_date: '2026-03-02', length: 24.5 },
      { id: 2, name: 'A2 Obwodnica Mińska', start_date: '2026-05-18', length: 12 },
    ],
    roles: [
      { id: 1, name: 'Kierowca' },
      { id: 2, name: 'Operator' },
    ],
    materials: [
      { id: 1, name: 'Piasek', site: 1 },
      { id: 2, name: 'Żwir 8-16', site: 1 },
      { id: 3, name: 'Kruszywo łamane', site: 1 },
      { id: 4, name: 'Ziemia', site: 2 },
    ],
    places: [
      { id: 1, name: 'Żwirownia Nowe Miasto', latitude: 52.6203, longitude: 20.6261, site: 1 },
      { id: 2, name: 'Wbudowanie km 12', latitude: 52.5102, longitude: 20.6633, site: 1 },
    ],
    employees: [
      { id: 1, first_name: 'Jan', last_name: 'Kowalski', pesel: '80010112345', is_foreigner: false, role: 1, site: 1, username: 'jkowalski' },
      { id: 2, first_name: 'Piotr', last_name: 'Nowak', pesel: '', is_foreigner: false, role: 2, site: 1, username: 'pnowak' },
      { id: 3, first_name: 'Ołeh', last_name: 'Bondarenko', pesel: '', is_foreigner: true, role: 1, site: 2, username: 'obondarenko' },
    ],
    vehicles: [
      { id: 1, site: 1, fleet_number: 12, registration_number: 'WPL 12345', vehicle_model: 'Volvo FMX', vehicle_type: 'TRUCK', fuel_capacity: 400 },
      { id: 2, site: 1, fleet_number: 31, registration_number: 'WPL 55210', vehicle_model: 'MAN TGS cysterna', vehicle_type: 'TANK', fuel_capacity: 9000 },
      { id: 3, site: 2, fleet_number: 7, registration_number: 'WM 40021', vehicle_model: 'CAT 336', vehicle_type: 'CRAWLER_EXCAVATOR', fuel_capacity: 600 },
    ],
    'petrol-places': [],
    'petrol-providers': [],
    rides: [],
    repairs: [],
    'work-days': [],
    fueling: [],
    'tanker-fueling': [],
    'vehicle-fueling': [],
    'location-history': [],
  };
}
