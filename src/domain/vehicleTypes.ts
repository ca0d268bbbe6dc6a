/** Vehicle types and their Polish labels (spec §3). */
export const vehicleTypeLabels = {
  TRUCK: 'Samochód ciężarowy',
  CRAWLER_EXCAVATOR: 'Koparka gąsienicowa',
  BULLDOZER: 'Spycharka',
  GRADER: 'Równiarka',
  WHEELED_EXCAVATOR: 'Koparka kołowa',
  ROLLER: 'Walec',
  PIN_ROLLER: 'Walec kołek',
  SMOOTH_ROLLER: 'Walec gładki',
  CHASSIS: 'Podwozie',
  TANK: 'Cysterna',
  BUS: 'Bus',
  CAR: 'Osobówka',
  SERVICE: 'Serwis',
  STABILIZER: 'Stabilizator',
  TRACTOR: 'Ciągnik',
} as const;

export type VehicleType = keyof typeof vehicleTypeLabels;

export const vehicleTypes = Object.keys(vehicleTypeLabels) as VehicleType[];

export const vehicleTypeLabel = (type: string): string => (vehicleTypeLabels as Record<string, string>)[type] ?? type;
