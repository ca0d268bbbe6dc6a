/** The side menu with the brand SAT (spec §2 "Dashboard layout"); also the mobile drawer's content. */
import { Box, Divider, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import { usePrefetchList } from '../registry-ui/usePrefetchList';
import { useAccess } from '../state/useAccess';
import { useWorkScope } from '../state/workScope';
import { visibleMenuEntries, type MenuEntry } from './menuEntries';

export const SideMenu = ({ onNavigate }: { onNavigate?: () => void }) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { site } = useWorkScope();
  const prefetch = usePrefetchList();
  const entries = visibleMenuEntries(site !== null, useAccess());

  const item = (entry: MenuEntry) => {
    const Icon = entry.icon;
    const preload = () => {
      if (entry.resource) void prefetch(entry.resource);
    };
    // Each link in its own list item: a list holds only <li>s.
    return (
      <ListItem key={entry.path} disablePadding>
        <ListItemButton
          component={Link}
          to={entry.path}
          selected={pathname === entry.path || pathname.startsWith(`${entry.path}/`)}
          onMouseEnter={preload}
          onFocus={preload}
          onTouchStart={preload}
          onClick={onNavigate}
          sx={{ borderRadius: 1, mx: 1 }}
        >
          {Icon && (
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Icon fontSize="small" />
            </ListItemIcon>
          )}
          <ListItemText primary={translate(entry.label, entry.labelOptions)} />
        </ListItemButton>
      </ListItem>
    );
  };

  const always = entries.filter((entry) => entry.section === 'always');
  const withSite = entries.filter((entry) => entry.section === 'site');
  return (
    <Box component="nav" sx={{ width: 240, py: 2 }}>
      <Typography variant="h6" component="div" sx={{ px: 3, pb: 2, fontWeight: 700, letterSpacing: 1 }}>
        {translate('sat.brand')}
      </Typography>
      <List dense disablePadding>
        {always.map(item)}
      </List>
      {withSite.length > 0 && (
        <>
          <Divider sx={{ my: 1, mx: 2 }} />
          <List dense disablePadding>
            {withSite.map(item)}
          </List>
        </>
      )}
    </Box>
  );
};
