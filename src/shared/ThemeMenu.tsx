/** The theme switcher "Zmień styl": Jasny, Ciemny, Systemowy (spec §1). */
import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useTranslate } from 'ra-core';
import { setThemePreference, themePreferences, useThemeMode, useThemePreference } from '../state/themePreference';

export const ThemeMenu = () => {
  const translate = useTranslate();
  const preference = useThemePreference();
  const mode = useThemeMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('sat.theme.change');
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={(event) => setAnchor(event.currentTarget)} color="inherit">
          {mode === 'dark' ? <DarkModeIcon /> : <LightModeIcon />}
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {themePreferences.map((option) => (
          <MenuItem
            key={option}
            selected={option === preference}
            onClick={() => {
              setThemePreference(option);
              setAnchor(null);
            }}
          >
            <ListItemIcon>{option === preference && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{translate(`sat.theme.${option}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
