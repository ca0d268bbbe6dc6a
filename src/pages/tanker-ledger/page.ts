/** Bilans cysterny: the selected site's tanker stock, day by day. */
import BalanceIcon from '@mui/icons-material/Balance';
import { lazyScreen } from '../../registry-ui/lazyScreen';
import { definePage } from '../page';

export const tankerLedgerPage = definePage({
  path: '/tanker-ledger',
  screen: lazyScreen(async () => (await import('./TankerLedgerPage')).TankerLedgerPage),
  // Beside Cysterna->Maszyna (order 60).
  menu: { label: 'sat.menu.tankerLedger', section: 'site', order: 65, icon: BalanceIcon },
});
