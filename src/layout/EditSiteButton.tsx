/**
 * Beside the site selector: the selected site's dialog — its name, dates and boundary drawn on a
 * map (issue 31 §4) — editable by whoever may change sites, read-only for others. The record
 * comes from the sites list the selector has loaded already.
 */
import { RecordContextProvider, ResourceContextProvider, useGetList } from 'ra-core';
import { getResource } from '../domain/resources';
import { EditRecordButton } from '../registry-ui/EditRecordButton';
import { useCanWrite } from '../state/useAccess';
import { useWorkScope } from '../state/workScope';

const ALL_SITES = { page: 1, perPage: 500 };

export const EditSiteButton = () => {
  const { site } = useWorkScope();
  const canWrite = useCanWrite('sites');
  const { data: sites = [] } = useGetList('sites', { pagination: ALL_SITES, sort: getResource('sites').defaultSort });
  const record = sites.find((row) => row.id === site);
  if (!record) return null;
  return (
    <ResourceContextProvider value="sites">
      <RecordContextProvider value={record}>
        <EditRecordButton readOnly={!canWrite} label={canWrite ? 'sat.siteTime.editSite' : undefined} />
      </RecordContextProvider>
    </ResourceContextProvider>
  );
};
