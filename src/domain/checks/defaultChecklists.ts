/**
 * The demo company's checklists (issue 30): sensible pre-shift points per vehicle type, which an
 * administrator edits afterwards ("Listy kontrolne").
 */
import { vehicleTypes, type VehicleType } from '../vehicleTypes';

const COMMON_START = ['Poziom oleju silnikowego', 'Wycieki oleju i płynów'];
const COMMON_END = ['Światła i kierunkowskazy', 'Sygnał dźwiękowy', 'Gaśnica (obecna, ważna)', 'Szyby i lusterka'];
const TRACKED = ['Wycieki hydrauliczne', 'Gąsienice i napinacze', 'Osprzęt roboczy (łyżka, zęby, sworznie)'];
const WHEELED_MACHINE = ['Wycieki hydrauliczne', 'Opony (ciśnienie, uszkodzenia)', 'Osprzęt roboczy'];
const ROAD = ['Opony (ciśnienie, bieżnik)', 'Hamulce', 'Tachograf i dokumenty'];

const POINTS: Record<VehicleType, readonly string[]> = {
  TRUCK: [...ROAD, 'Skrzynia ładunkowa i plandeka'],
  CRAWLER_EXCAVATOR: TRACKED,
  BULLDOZER: [...TRACKED.slice(0, 2), 'Lemiesz i zrywak'],
  GRADER: [...WHEELED_MACHINE.slice(0, 2), 'Lemiesz'],
  WHEELED_EXCAVATOR: WHEELED_MACHINE,
  ROLLER: ['Wycieki hydrauliczne', 'Bęben i zgarniacze', 'Układ zraszania'],
  PIN_ROLLER: ['Wycieki hydrauliczne', 'Bęben kołkowy i zgarniacze'],
  SMOOTH_ROLLER: ['Wycieki hydrauliczne', 'Bęben i zgarniacze', 'Układ zraszania'],
  CHASSIS: ROAD,
  TANK: [...ROAD, 'Zbiornik, zawory i wąż dystrybutora', 'Licznik dystrybutora', 'Zestaw do neutralizacji wycieków'],
  BUS: [...ROAD, 'Pasy bezpieczeństwa', 'Apteczka'],
  CAR: ['Opony (ciśnienie, bieżnik)', 'Hamulce', 'Apteczka i trójkąt'],
  SERVICE: ['Opony (ciśnienie, bieżnik)', 'Hamulce', 'Wyposażenie warsztatowe zabezpieczone'],
  STABILIZER: [...WHEELED_MACHINE.slice(0, 2), 'Wirnik i noże'],
  TRACTOR: [...WHEELED_MACHINE.slice(0, 2), 'Zaczep i przyczepa'],
};

export interface ChecklistPointRow {
  id: number;
  vehicle_type: VehicleType;
  label: string;
  position: number;
  active: boolean;
}

/** Every type's points in order (positions 10, 20, …), ids from 1. */
export function defaultChecklistPoints(): ChecklistPointRow[] {
  const rows: ChecklistPointRow[] = [];
  for (const type of vehicleTypes) {
    const labels = [...COMMON_START, ...POINTS[type], ...COMMON_END];
    labels.forEach((label, index) => rows.push({ id: rows.length + 1, vehicle_type: type, label, position: (index + 1) * 10, active: true }));
  }
  return rows;
}
