/**
 * The dashboard header (spec §2): site selector, the selected site's edit button (its boundary,
 * issue 31 §4), "Dodaj budowę", date-range picker, CSV export on
 * the pages that have one, theme switcher and user menu; the menu button on small screens, where
 * the controls take two rows and the add and export buttons show only their icons.
 */
import { AppBar, Box, IconButton, Toolbar, useMediaQuery, type Theme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import { isCsvExportResource } from '../providers/types';
import { AddSiteButton } from './AddSiteButton';
import { CsvExportButton } from '../shared/CsvExportButton';
import { DateRangePicker } from './DateRangePicker';
import { EditSiteButton } from './EditSiteButton';
import { SiteSelector } from './SiteSelector';
import { ThemeMenu } from '../shared/ThemeMenu';
import { UserMenu } from './UserMenu';

const controlRow = { display: 'flex', gap: 1, alignItems: 'center', width: { xs: '100%', sm: 'auto' } };

export const Header = ({ onOpenMenu }: { onOpenMenu(): void }) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const page = pathname.split('/')[1] ?? '';
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', displayPrint: 'none' }}>
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: 1 }}>
        <IconButton aria-label={translate('ra.action.open_menu')} onClick={onOpenMenu} sx={{ display: { md: 'none' } }} edge="start">
          <MenuIcon />
        </IconButton>
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            flexWrap: 'wrap',
            alignItems: 'center',
            flex: { xs: '1 0 100%', sm: 1 },
            minWidth: 0,
            order: { xs: 3, sm: 0 },
          }}
        >
          <Box sx={controlRow}>
            <SiteSelector />
            <EditSiteButton />
            <AddSiteButton iconOnly={narrow} />
          </Box>
          <Box sx={controlRow}>
            <DateRangePicker />
            {isCsvExportResource(page) && <CsvExportButton resource={page} iconOnly={narrow} />}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', ml: 'auto' }}>
          <ThemeMenu />
          <UserMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
};
