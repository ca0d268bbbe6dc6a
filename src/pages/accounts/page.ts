/**
 * /accounts "Konta i uprawnienia" (issue 16 §1): administrators give logins their dashboard role,
 * sites and activity, and end their sessions.
 */
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { lazyScreen } from '../../registry-ui/lazyScreen';
import { definePage } from '../page';

export const accountsPage = definePage({
  path: '/accounts',
  screen: lazyScreen(async () => (await import('./AccountsView')).default),
  // After the change history.
  menu: { label: 'sat.menu.accounts', section: 'always', order: 195, icon: ManageAccountsIcon },
  administratorsOnly: true,
});
