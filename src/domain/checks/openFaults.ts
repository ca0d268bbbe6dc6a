/** The mark of a machine whose last pre-shift check found a fault not repaired yet (issue 30). */
import { showDate } from '../dates';

/** "Usterka z kontroli 28.11.2026: Światła i kierunkowskazy" (more faults: "Usterki …"). */
export const openFaultsText = (performedAt: string, labels: readonly string[], zone: string): string =>
  `${labels.length > 1 ? 'Usterki' : 'Usterka'} z kontroli ${showDate(performedAt, zone)}: ${labels.join(', ')}`;
