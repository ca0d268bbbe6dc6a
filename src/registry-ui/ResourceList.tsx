/**
 * The list screen of a registry resource: global search, filters of the `filterable` fields (kept in
 * the address), column visibility ("Kolumny"), sortable columns, row selection, selection counter,
 * pagination, and the add / edit / bulk-delete dialogs the registry's operations and the account's
 * role allow (issue 16 §1: a read-only account opens a row's record read-only instead). Custom
 * screens embed it (several per page if they like: their filters share the address, each list
 * reading its own fields' parameters). What it shows is left for the header's CSV export.
 */
import { useMemo, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { DataTable, List, SearchInput, TopToolbar, type DataTableProps } from 'react-admin';
import { useResourceContext, useTranslate, type FilterPayload } from 'ra-core';
import { getResource } from '../domain/resources';
import { useCanWrite } from '../state/useAccess';
import { BulkDeleteButton } from './BulkDeleteButton';
import { ArchivedCell, BulkArchiveButton, useCanArchive } from './ArchiveButtons';
import { ARCHIVED_AT, ARCHIVED_PARAM, isArchivable } from '../domain/archive';
import { CreateRecordButton } from './CreateRecordButton';
import { ImportButton } from './ImportButton';
import { EditRecordButton } from './EditRecordButton';
import { columnLabel, listColumns, type ListColumn } from './listColumns';
import { ListColumnsButton } from './ListColumnsButton';
import { cellRenderer } from './ResourceCell';
import { ListFilterBar } from './filters/ListFilterBar';
import { useFilterSearch } from './filters/useFilterSearch';
import { listFilters } from './listFilters';
import { quietLoadOptions } from './loadErrors';
import { resourceKeys } from './resourceKeys';
import { ResourceTableBody } from './ResourceTableBody';
import { ShareShownList } from './ShareShownList';
import { useCompanyTimeZone } from '../state/companyTimeZone';
import { DEFAULT_PAGE_SIZE, TableFooter } from './TableFooter';

export interface ResourceListProps {
  /** Defaults to the resource of the current route. */
  resource?: string;
  /** Defaults to the registry-derived columns. */
  columns?: ListColumn[];
  /** Defaults to the resource's plural label; false: no heading (the page has its own). */
  title?: ReactNode | false;
  /** The heading's level: h2 when several lists share a page. */
  headingLevel?: 'h1' | 'h2';
  /** A permanent filter, e.g. one person's rows; records added here start with its values. */
  filter?: FilterPayload;
  /** Passed to the data provider's getList (see src/providers/types.ts). */
  meta?: Record<string, unknown>;
  /** Where a click on a row leads (none by default). */
  rowClick?: DataTableProps['rowClick'];
  /** Buttons of the resource's own beside the toolbar's (the fuelings' "Importuj wyciąg"). */
  extraActions?: ReactNode;
}

interface ListActionsProps {
  canCreate: boolean;
  canDelete: boolean;
  /** Archivable resource on a backend that archives (issue 16 §3). */
  canArchive: boolean;
  createDefaults?: FilterPayload;
  extra?: ReactNode;
}

const ListActions = ({ canCreate, canDelete, canArchive, createDefaults, extra }: ListActionsProps) => (
  <TopToolbar sx={{ alignItems: 'center', minHeight: 'auto', pt: 1 }}>
    <ListColumnsButton />
    {canCreate && <CreateRecordButton defaults={createDefaults} />}
    {canCreate && <ImportButton />}
    {extra}
    {canArchive && <BulkArchiveButton />}
    {canDelete && <BulkDeleteButton />}
  </TopToolbar>
);

/** Dates, times and numbers read badly when wrapped (narrow tables scroll sideways instead). */
const ONE_LINE = 'sat-oneLine';
const keepsOnOneLine = (column: ListColumn) =>
  column.kind === 'field' && ['date', 'datetime', 'integer', 'number', 'money', 'decimal', 'latitude', 'longitude'].includes(column.field.type);
/** Static: one style for the whole table, none computed per cell. */
const tableSx = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  [`& td.${ONE_LINE}`]: { whiteSpace: 'nowrap' },
} as const;

/** Shown while the list shows archived rows: their chip and "Przywróć" (issue 16 §3) when the account may restore. */
const archivedColumn = (canRestore: boolean) => (
  <DataTable.Col source={ARCHIVED_AT} label="sat.archive.column" disableSort>
    <ArchivedCell canRestore={canRestore} />
  </DataTable.Col>
);

const EDIT_COLUMN = (
  <DataTable.Col source="" label="sat.table.edit" disableSort>
    <EditRecordButton />
  </DataTable.Col>
);

const SHOW_COLUMN = (
  <DataTable.Col source="" label="sat.table.show" disableSort>
    <EditRecordButton readOnly />
  </DataTable.Col>
);

export const ResourceList = ({
  resource: resourceProp,
  columns: columnsProp,
  title,
  headingLevel = 'h1',
  filter,
  meta,
  rowClick = false,
  extraActions,
}: ResourceListProps) => {
  const routeResource = useResourceContext();
  const resource = resourceProp ?? routeResource ?? '';
  const spec = getResource(resource);
  const translate = useTranslate();
  const timeZone = useCompanyTimeZone();
  const { create, update, delete: canDelete } = spec.operations;
  const canWrite = useCanWrite(resource);
  // The columns as <DataTable.Col>s, made once per list: the cells call their column's function.
  const columnElements = useMemo(
    () =>
      (columnsProp ?? listColumns(spec)).map((column) => (
        <DataTable.Col
          key={column.source}
          source={column.source}
          label={columnLabel(resource, column)}
          disableSort={(column.kind === 'custom' && !column.sortable) || (column.kind === 'field' && column.field.type === 'file')}
          render={cellRenderer(column, resource, translate, timeZone)}
          cellClassName={keepsOnOneLine(column) ? ONE_LINE : undefined}
        />
      )),
    [columnsProp, spec, resource, translate, timeZone],
  );
  const canArchive = useCanArchive() && isArchivable(spec);
  const filters = useMemo(() => listFilters(spec, Object.keys(filter ?? {}), { archive: canArchive }), [spec, filter, canArchive]);
  const filterSearch = useFilterSearch(filters);
  const listFilter = useMemo(() => ({ ...filterSearch.values, ...filter }), [filterSearch.values, filter]);
  const showsArchived = canArchive && Boolean(listFilter[ARCHIVED_PARAM]);
  const { listError } = resourceKeys(spec);
  const message = (key: string) => (
    <Typography variant="body2" sx={{ p: 3, textAlign: 'center' }}>
      {translate(key)}
    </Typography>
  );

  return (
    <Box component="section" aria-label={translate(`resources.${resource}.name`, { smart_count: 2 })} sx={{ py: 1, minWidth: 0 }}>
      {title !== false && (
        <Typography variant={headingLevel === 'h1' ? 'h5' : 'h6'} component={headingLevel} sx={{ px: 1, pt: 1 }}>
          {title ?? translate(`resources.${resource}.name`, { smart_count: 2 })}
        </Typography>
      )}
      <List
        resource={resource}
        title={false}
        disableSyncWithLocation
        storeKey={false}
        perPage={DEFAULT_PAGE_SIZE}
        sort={spec.defaultSort}
        filter={listFilter}
        queryOptions={{ ...quietLoadOptions, meta }}
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('sat.table.search')} />]}
        actions={
          <ListActions
            canCreate={create && canWrite}
            canDelete={canDelete && canWrite}
            canArchive={canArchive && canWrite}
            createDefaults={filter}
            extra={extraActions}
          />
        }
        pagination={<TableFooter />}
        empty={false}
        error={message(listError ?? 'sat.table.empty')}
        sx={{ '& .RaList-main': { minWidth: 0 } }}
      >
        <ShareShownList resource={resource} />
        {filters.length > 0 && <ListFilterBar resource={resource} filters={filters} search={filterSearch} />}
        <DataTable rowClick={rowClick} bulkActionsToolbar={false} body={ResourceTableBody} sx={tableSx} empty={message('sat.table.empty')}>
          {columnElements}
          {showsArchived && archivedColumn(canWrite)}
          {update && (canWrite ? EDIT_COLUMN : SHOW_COLUMN)}
        </DataTable>
      </List>
    </Box>
  );
};
