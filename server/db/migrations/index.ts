/** Migrations in order. A new migration is a new file here, registered below. */
import type { Migration } from 'kysely';
import * as initial from './2026_11_22_0001_initial';
import * as trackIndex from './2026_11_22_0002_track_index';
import * as rideListIndex from './2026_11_22_0003_ride_list_index';
import * as uniqueNames from './2026_11_24_0004_unique_names';
import * as tankerStockCount from './2026_11_24_0005_tanker_stock_count';
// Fuel anomalies (issue 13 §2).
import * as anomalies from './2026_11_24_0006_anomalies';
// Haul productivity (issue 13 §4).
import * as vehiclePayload from './2026_11_24_0010_vehicle_payload';
import * as subcontractors from './2026_11_24_0011_subcontractors';
// Attachments (issue 14 §4).
import * as attachments from './2026_11_24_0012_attachments';
import * as vehicleAndEmployeeDocuments from './2026_11_24_0013_vehicle_and_employee_documents';
import * as servicePlansAndRecords from './2026_11_24_0014_service_plans_and_records';
import * as personEmail from './2026_11_24_0015_person_email';
import * as maintenanceDigest from './2026_11_24_0016_maintenance_digest';
// Repair requests as a workflow (issue 15 §3).
import * as repairs from './2026_11_24_0017_repairs';
import * as repairRequestEvent from './2026_11_24_0018_repair_request_event';
// Archive instead of delete (issue 16 §3).
import * as archive from './2026_11_24_0020_archive';
// Change history (issue 16 §2).
import * as changeHistory from './2026_11_24_0021_change_history';
// Roles and sites of dashboard accounts (issue 16 §1).
import * as accessRoles from './2026_11_25_0022_access_roles';
import * as accessReview from './2026_11_27_0025_access_review';
// The track's version read from an index (issue 18 §1).
import * as trackVersionIndex from './2026_11_25_0023_track_version_index';
// Trigram indexes for free-text search on PostgreSQL (issue 18 §1).
import * as searchTrigramIndexes from './2026_11_25_0024_search_trigram_indexes';
import * as idempotencyKeys from './2026_11_27_0027_idempotency_keys';
import * as namesIgnoreCase from './2026_11_28_0028_names_ignore_case';
// The demo company's mark and its simulation steps (issue 28 §8).
import * as demoCompany from './2026_11_27_0026_demo_company';
import * as fieldSessions from './2026_11_28_0029_field_sessions';
import * as fieldChecks from './2026_11_28_0030_field_checks';
import * as gpsDevices from './2026_11_28_0040_gps_devices';
import * as traccarTokens from './2026_11_28_0050_traccar_tokens';
import * as telematics from './2026_11_28_0051_telematics';
import * as traccarUniqueId from './2026_11_28_0052_traccar_unique_id';
import * as fleetPositions from './2026_11_28_0060_fleet_positions';
import * as siteBoundary from './2026_11_28_0070_site_boundary';
import * as companySettings from './2026_11_28_0071_company_settings';
import * as rideDistance from './2026_11_28_0090_ride_distance';
// Changes made by an imported file are marked so in the history (issue 32 §1).
import * as changeSource from './2026_11_28_0110_change_source';
// Fuel consumption norms (issue 33 §2).
import * as fuelNorms from './2026_11_28_0140_fuel_norms';
// Imports as records of their own, to be undone (issue 32 §1).
import * as dataImports from './2026_11_28_0160_data_imports';
import * as fuelCards from './2026_11_28_0180_fuel_cards';
import * as fuelStatements from './2026_11_28_0181_fuel_statements';
import * as meterReadingOrigin from './2026_11_28_0190_meter_reading_origin';
import * as statementImports from './2026_11_28_0200_statement_imports';
import * as openAtIndexes from './2026_11_28_0210_open_at_indexes';
import * as workCardNumbers from './2026_11_28_0150_work_card_numbers';
// The VAT mileage register (issue 33 §4): vehicles keeping it, rides' purpose, closed months and entries.
import * as vatMileageRegister from './2026_11_28_0155_vat_mileage_register';
import * as mileageRegister from './2026_11_28_0156_mileage_register';

export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_initial': initial,
  '2026_11_22_0002_track_index': trackIndex,
  '2026_11_22_0003_ride_list_index': rideListIndex,
  '2026_11_24_0004_unique_names': uniqueNames,
  '2026_11_24_0005_tanker_stock_count': tankerStockCount,
  // Fuel anomalies (issue 13 §2).
  '2026_11_24_0006_anomalies': anomalies,
  // Haul productivity (issue 13 §4).
  '2026_11_24_0010_vehicle_payload': vehiclePayload,
  '2026_11_24_0011_subcontractors': subcontractors,
  // Attachments (issue 14 §4).
  '2026_11_24_0012_attachments': attachments,
  // Maintenance and documents (issue 15 §1, §2, §4).
  '2026_11_24_0013_vehicle_and_employee_documents': vehicleAndEmployeeDocuments,
  '2026_11_24_0014_service_plans_and_records': servicePlansAndRecords,
  '2026_11_24_0015_person_email': personEmail,
  '2026_11_24_0016_maintenance_digest': maintenanceDigest,
  // Repair requests as a workflow (issue 15 §3).
  '2026_11_24_0017_repairs': repairs,
  '2026_11_24_0018_repair_request_event': repairRequestEvent,
  // Archive instead of delete (issue 16 §3).
  '2026_11_24_0020_archive': archive,
  // Change history (issue 16 §2).
  '2026_11_24_0021_change_history': changeHistory,
  // Roles and sites of dashboard accounts (issue 16 §1).
  '2026_11_25_0022_access_roles': accessRoles,
  '2026_11_25_0023_track_version_index': trackVersionIndex,
  '2026_11_25_0024_search_trigram_indexes': searchTrigramIndexes,
  // Accounts given administrator access by a staff job role, to review (issue 28 §1).
  '2026_11_27_0025_access_review': accessReview,
  // The demo company's mark and its simulation steps (issue 28 §8).
  '2026_11_27_0026_demo_company': demoCompany,
  // Idempotency-Key on unsafe requests (issue 30).
  '2026_11_27_0027_idempotency_keys': idempotencyKeys,
  // Names unique whatever their letter case, Polish letters too (issue 28 §6).
  '2026_11_28_0028_names_ignore_case': namesIgnoreCase,
  // Sessions of the field app (issue 30).
  '2026_11_28_0029_field_sessions': fieldSessions,
  // Meter readings, checklists and pre-shift checks of the field app (issue 30).
  '2026_11_28_0030_field_checks': fieldChecks,
  // GPS devices posting through /api/osmand (issue 31).
  '2026_11_28_0040_gps_devices': gpsDevices,
  // Traccar's forwarding: its tokens, device events and the tank's changes (issue 31 §2).
  '2026_11_28_0050_traccar_tokens': traccarTokens,
  '2026_11_28_0051_telematics': telematics,
  '2026_11_28_0052_traccar_unique_id': traccarUniqueId,
  // Speed and ignition of positions, for the fleet map (issue 31 §3).
  '2026_11_28_0060_fleet_positions': fleetPositions,
  // Site boundaries and the company's working hours (issue 31 §4).
  '2026_11_28_0070_site_boundary': siteBoundary,
  '2026_11_28_0071_company_settings': companySettings,
  // Each ride's distance, kept when its raw positions are deleted (issue 31 §5).
  '2026_11_28_0090_ride_distance': rideDistance,
  '2026_11_28_0110_change_source': changeSource,
  '2026_11_28_0140_fuel_norms': fuelNorms,
  // Imports as records of their own, to be undone (issue 32 §1).
  '2026_11_28_0160_data_imports': dataImports,
  // Fuel cards and their issuers' statements (issue 32 §2).
  '2026_11_28_0180_fuel_cards': fuelCards,
  '2026_11_28_0181_fuel_statements': fuelStatements,
  // Work cards' numbers per vehicle and year (issue 33 §3).
  '2026_11_28_0150_work_card_numbers': workCardNumbers,
  // The VAT mileage register (issue 33 §4).
  '2026_11_28_0155_vat_mileage_register': vatMileageRegister,
  '2026_11_28_0156_mileage_register': mileageRegister,
  // A fueling's meter reading found by its origin without reading the table (issue 32 §1).
  '2026_11_28_0190_meter_reading_origin': meterReadingOrigin,
  // A fuel-card statement's import undone as a registry import is (issue 32 §2).
  '2026_11_28_0200_statement_imports': statementImports,
  // The ride and the work day open at a position's time, found from their ends (issue 34 §5).
  '2026_11_28_0210_open_at_indexes': openAtIndexes,
};
