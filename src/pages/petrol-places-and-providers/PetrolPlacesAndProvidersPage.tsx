/**
 * /petrol-places-and-providers (spec §2): the fuel providers and the fuel places on one page, each
 * the generic list of its registry resource (sorted by name, with add, edit and bulk delete).
 */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { ResourceList } from '../../registry-ui/ResourceList';

export const PetrolPlacesAndProvidersPage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 1 }}>
      <Typography variant="h5" component="h1" sx={{ px: 1, pt: 1 }}>
        {translate('sat.menu.petrolPlacesAndProviders')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
        <ResourceList resource="petrol-providers" headingLevel="h2" />
        <ResourceList resource="petrol-places" headingLevel="h2" />
      </Box>
    </Box>
  );
};
