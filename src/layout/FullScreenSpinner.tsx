/** The full-screen white loading spinner shown while the app's root loads (spec §2 routing). */
import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'ra-core';

export const FullScreenSpinner = () => {
  const translate = useTranslate();
  return (
    <Box
      role="progressbar"
      aria-label={translate('ra.page.loading')}
      sx={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', bgcolor: '#fff', zIndex: 'modal' }}
    >
      <CircularProgress />
    </Box>
  );
};
