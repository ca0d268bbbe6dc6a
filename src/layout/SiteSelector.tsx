/**
 * The site selector (spec §2 header): placeholder "Wybierz budowę", choice kept in `selectedSite`.
 * A kept choice whose site no longer exists (deleted meanwhile) is dropped with a message, rather
 * than leaving an empty selector beside site menus that list nothing.
 *
 * An account bound to some sites (issue 16 §1) is offered those only (the server's list is narrowed
 * already) and always has one selected (the work scope sees to it): a dropped choice becomes the
 * first site listed.
 */
import { useEffect } from 'react';
import { MenuItem, Select, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'ra-core';
import { seesEverySite, seesSite } from '../domain/access';
import { getResource } from '../domain/resources';
import { useAccess } from '../state/useAccess';
import { useWorkScope, workScope } from '../state/workScope';
import { useToast } from '../toasts/useToast';

/** Every site fits in one request (the server pages at 500). */
const ALL_SITES = { page: 1, perPage: 500 };

export const SiteSelector = () => {
  const translate = useTranslate();
  const { site } = useWorkScope();
  const toast = useToast();
  const access = useAccess();
  const { data: listed = [], total, isSuccess, isFetching } = useGetList('sites', { pagination: ALL_SITES, sort: getResource('sites').defaultSort });
  const sites = listed.filter((row) => seesSite(access, row.id as number));
  const known = sites.some((row) => row.id === site);
  // Judged on a fresh, complete answer only (a site just added may be missing from a cached one).
  const gone = site !== null && !known && isSuccess && !isFetching && (total ?? listed.length) <= listed.length;
  const firstSite = sites[0]?.id as number | undefined;
  useEffect(() => {
    if (!gone) return;
    workScope.setSite(seesEverySite(access) ? null : (firstSite ?? null));
    toast.warning('sat.site.gone');
  }, [gone, toast, access, firstSite]);
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
