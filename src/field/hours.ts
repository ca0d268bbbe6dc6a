/** Hours worked so far, as the field app shows them: "3 h 05 min". */
export function hoursSince(startIso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(startIso)) / 60_000));
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
