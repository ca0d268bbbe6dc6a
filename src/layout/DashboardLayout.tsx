/**
 * The dashboard layout (spec §2): side menu (a drawer on small screens), header, and the screen,
 * shown only to a stored user (printed, the screen alone: menu and header stay off paper); anyone else goes to /login?redirect=<the address asked for>.
 * A screen whose data the server refuses (another site's, issue 28 §2) gives way to the server's message.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { Box, Drawer, LinearProgress } from '@mui/material';
import { useAuthenticated } from 'ra-core';
import { ErrorBoundary } from './ErrorBoundary';
import { FullScreenSpinner } from './FullScreenSpinner';
import { Header } from './Header';
import { PageMessage } from '../shared/PageMessage';
import { usePageRefusal } from '../shared/pageRefusal';
import { SideMenu } from './SideMenu';
import { useWorkScopeSync } from './useWorkScopeSync';

const MENU_WIDTH = 240;

export const DashboardLayout = ({ children }: { children?: ReactNode }) => {
  const { isPending, authenticated } = useAuthenticated();
  const [menuOpen, setMenuOpen] = useState(false);
  const refusal = usePageRefusal();
  useWorkScopeSync();
  if (isPending || !authenticated) return <FullScreenSpinner />;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Drawer
        variant="permanent"
        sx={{ display: { xs: 'none', md: 'block' }, displayPrint: 'none', width: MENU_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: MENU_WIDTH } }}
      >
        <SideMenu />
      </Drawer>
      <Drawer
        variant="temporary"
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        ModalProps={{ keepMounted: true }}
        sx={{ display: { xs: 'block', md: 'none' } }}
      >
        <SideMenu onNavigate={() => setMenuOpen(false)} />
      </Drawer>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Header onOpenMenu={() => setMenuOpen(true)} />
        <Box component="main" id="main-content" sx={{ flex: 1, p: { xs: 1, sm: 2 }, '@media print': { p: 0 } }}>
          <ErrorBoundary>
            {refusal === null ? <Suspense fallback={<LinearProgress />}>{children}</Suspense> : <PageMessage>{refusal}</PageMessage>}
          </ErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
};
