/** One sending of the maintenance digest per site and company day (migration 2026_11_24_0016, outside the registry). */
export interface MaintenanceDigestTable {
  site: number;
  day: string;
  claimed_at: string;
  sent_at: string | null;
  recipients: number;
}
