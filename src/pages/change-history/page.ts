/**
 * /history "Historia zmian" (issue 16 §2): every change, searchable, for administrators only (one
 * record's history is the record dialog's).
 */
import HistoryIcon from '@mui/icons-material/History';
import { lazyScreen } from '../../registry-ui/lazyScreen';
import { definePage } from '../page';

export const changeHistoryPage = definePage({
  path: '/history',
  screen: lazyScreen(async () => (await import('./ChangeHistoryView')).default),
  // Of every site; last of the always section.
  menu: { label: 'sat.menu.history', section: 'always', order: 190, icon: HistoryIcon },
  administratorsOnly: true,
});
