/**
 * The CSV of repair requests with their workflow (issue 15 §3): a file of its own beside the
 * spec's exports (the spec's /repairs screen has none, and keeps none in its header), declared the
 * way the registry declares exports so that the server writes it by the exports' rules.
 */
import { resources, type ResourceSpec } from '../resources';

export const REPAIRS_CSV_PATH = '/api/repair-request/export/';

export const repairsCsv = {
  ...resources.repairs,
  csvExport: {
    path: REPAIRS_CSV_PATH,
    fileName: 'naprawy',
    columns: [
      'datetime',
      { name: 'reporter', label: 'Zgłaszający', combine: ['person_first_name', 'person_last_name'], sortBy: 'person_last_name' },
      'vehicle_fleet_number',
      { name: 'vehicle', label: 'Pojazd', combine: ['vehicle_model', 'vehicle_registration_number'], sortBy: 'vehicle_model' },
      'note',
      'status',
      { name: 'assigned', label: 'Przypisany', combine: ['assignee_first_name', 'assignee_last_name'], sortBy: 'assignee_last_name' },
      'cost',
      'closing_note',
    ],
  },
} satisfies ResourceSpec;
