/** One sentence in place of a page the account may not open: why, as the page's heading. */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export const PageMessage = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh', p: 2 }}>
    <Typography variant="h6" component="h1" sx={{ textAlign: 'center' }}>
      {children}
    </Typography>
  </Box>
);
