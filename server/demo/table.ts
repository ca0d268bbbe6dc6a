/** The demo company's mark and its simulation's newest step (migration 2026_11_27_0026, outside the registry). */
export interface DemoCompanyTable {
  id: number;
  seed: number;
  created_at: string;
  last_tick: number;
}
