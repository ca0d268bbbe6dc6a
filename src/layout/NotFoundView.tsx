/** The default not-found view (spec §2 routing). */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

export const NotFoundView = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <Typography variant="h4" component="h1">
        {translate('sat.page.notFound')}
      </Typography>
    </Box>
  );
};
