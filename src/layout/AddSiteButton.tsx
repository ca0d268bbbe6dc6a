/** "Dodaj budowę" and its dialog (spec §2 "Add-site dialog"): the generic create dialog of `sites`. */
import { ResourceContextProvider } from 'ra-core';
import { CreateRecordButton } from '../registry-ui/CreateRecordButton';

export const AddSiteButton = ({ iconOnly }: { iconOnly: boolean }) => (
  <ResourceContextProvider value="sites">
    <CreateRecordButton variant="outlined" color="inherit" size="medium" iconOnly={iconOnly} sx={{ flexShrink: 0 }} />
  </ResourceContextProvider>
);
