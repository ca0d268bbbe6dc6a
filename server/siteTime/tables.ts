/** Company-wide settings by name, each value JSON text (migration 2026_11_28_0071_company_settings, outside the registry). */
export interface CompanySettingTable {
  name: string;
  value: string;
}
