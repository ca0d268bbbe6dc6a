/**
 * The site selector (spec §2 header): placeholder "Wybierz budowę", choice kept in `selectedSite`.
 * A kept choice whose site no longer exists (deleted meanwhile) is dropped with a message, rather
 * than leaving an empty selector beside site menus that list nothing.
 */
import { useEffect } from 'react';
import { MenuItem, Select, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'ra-core';
import { getResource } from '../domain/resources';
import { useWorkScope, workScope } from '../state/workScope';
import { useToast } from '../toasts/useToast';

/** Every site fits in one request (the server pages at 500). */
const ALL_SITES = { page: 1, perPage: 500 };

export const SiteSelector = () => {
  const translate = useTranslate();
  const { site } = useWorkScope();
  const toast = useToast();
  const {
    data: sites = [],
    total,
    isSuccess,
    isFetching,
  } = useGetList('sites', { pagination: ALL_SITES, sort: getResource('sites').defaultSort });
  const known = sites.some((row) => row.id === site);
  // Judged on a fresh, complete answer only (a site just added may be missing from a cached one).
  const gone = site !== null && !known && isSuccess && !isFetching && (total ?? sites.length) <= sites.length;
  useEffect(() => {
    if (!gone) return;
    workScope.setSite(null);
    toast.warning('sat.site.gone');
  }, [gone, toast]);
  return (
    <Select
      size="small"
      displayEmpty
      value={known ? String(site) : ''}
      onChange={(event) => workScope.setSite(event.target.value ? Number(event.target.value) : null)}
      inputProps={{ 'aria-label': translate('sat.site.placeholder') }}
      renderValue={(value) =>
        value ? (
          sites.find((row) => String(row.id) === value)?.name
        ) : (
          <Typography component="span" color="text.secondary">
            {translate('sat.site.placeholder')}
          </Typography>
        )
      }
      sx={{ flex: { xs: 1, sm: 'none' }, minWidth: 0, width: { sm: 240 } }}
    >
      {sites.map((row) => (
        <MenuItem key={row.id} value={String(row.id)}>
          {row.name}
        </MenuItem>
      ))}
    </Select>
  );
};
