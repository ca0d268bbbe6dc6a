/** The user menu with "Wyloguj", which goes to /login?reason=logged-out (spec §2 header). */
import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import { useGetIdentity, useLogout, useTranslate } from 'ra-core';
import { LOGGED_OUT_PATH } from '../providers/authProviderBase';

export const UserMenu = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('ra.auth.user_menu');
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={(event) => setAnchor(event.currentTarget)} color="inherit">
          <AccountCircleIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {identity?.fullName && (
          <MenuItem disabled>
            <ListItemText>{identity.fullName}</ListItemText>
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            logout({}, LOGGED_OUT_PATH, false);
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('ra.auth.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
};
