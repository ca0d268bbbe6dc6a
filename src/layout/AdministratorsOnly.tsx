/**
 * A page for administrators only (issue 16 §1): its menu entry is hidden from other roles, and one
 * who opens its address anyway reads why instead of the page — whose requests would answer 403,
 * which signs the user out.
 */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useIsAdministrator } from '../state/useAccess';

export const AdministratorsOnly = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const isAdministrator = useIsAdministrator();
  if (isAdministrator) return <>{children}</>;
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh', p: 2 }}>
      <Typography variant="h6" component="h1" sx={{ textAlign: 'center' }}>
        {translate('sat.access.administratorsOnly')}
      </Typography>
    </Box>
  );
};
