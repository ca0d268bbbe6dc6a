/**
 * A machine's documents with a validity (issue 15 §1): the periodic technical inspection, OC/AC
 * insurance, UDT inspections of lifting equipment, tachograph calibration. A document belongs to
 * its machine's site; the list shows the days left, coloured inside the warning window.
 */
import { REQUIRED, vehicle, vehicleNames } from './shared';
import { documentFields, documentResource } from './documentFields';
import type { ResourceSpec } from './spec';

export const vehicleDocumentKinds = {
  inspection: 'Przegląd techniczny',
  oc: 'Ubezpieczenie OC',
  ac: 'Ubezpieczenie AC',
  udt: 'Badanie UDT',
  tachograph: 'Legalizacja tachografu',
  other: 'Inny',
} as const;

export const vehicleDocuments = {
  name: 'vehicle-documents',
  apiPath: '/api/vehicle-document',
  table: 'vehicle_document',
  label: 'Dokumenty maszyn',
  singular: 'Dokument maszyny',
  siteScoped: true,
  siteVia: 'vehicle',
  fields: {
    vehicle: vehicle({ ...REQUIRED }),
    kind: { type: 'enum', label: 'Rodzaj', choices: vehicleDocumentKinds, filterable: true, ...REQUIRED },
    ...documentFields,
  },
  joined: {
    ...vehicleNames,
  },
  columns: ['vehicle_fleet_number', 'vehicle_registration_number', 'kind', 'number', 'valid_from', 'valid_until', 'days_left', 'cost', 'scan'],
  searchFields: ['number', 'vehicle_registration_number', 'note'],
  ...documentResource,
  csvExport: {
    path: '/api/vehicle-document/export/',
    fileName: 'dokumenty-maszyn',
    columns: ['vehicle_fleet_number', 'vehicle_registration_number', 'kind', 'number', 'valid_from', 'valid_until', 'days_left', 'cost', 'note'],
  },
  menu: { section: 'site', order: 12, icon: 'Description' },
} as const satisfies ResourceSpec;
