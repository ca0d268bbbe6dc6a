/** "Dodaj budowę" and its dialog (spec §2 "Add-site dialog"): the generic create dialog of `sites`. */
import { ResourceContextProvider } from 'ra-core';
import { CreateRecordButton } from '../generic/CreateRecordButton';

export const AddSiteButton = () => (
  <ResourceContextProvider value="sites">
    <CreateRecordButton variant="outlined" color="inherit" size="medium" />
  </ResourceContextProvider>
);
