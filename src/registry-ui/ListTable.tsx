/**
 * The table of a list that is not a registry resource's (issue 29 §5): a report's rows, the
 * accounts, the change history. It shows the list of its ListContext as the registry lists do —
 * react-admin's <DataTable> with the registry's body (ResourceTableBody), sortable column headers,
 * the selection counter and the pagination under it (TableFooter), "Brak wyników." when there is
 * no row — in a labelled region reached by keyboard whose rows are cards on a phone
 * (cardRowsOnPhone: each cell on its own line after its column's name).
 *
 * The list comes from `LocalList` (rows the page already has: react-admin's `useList` sorts and
 * pages them in the browser) or from react-admin's <ListBase> (a server list, `getList`).
 */
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { DataTable } from 'react-admin';
import { ListContextProvider, ResourceContextProvider, useList, useListContext, useTranslate, type RaRecord, type SortPayload } from 'ra-core';
import { cardRowsOnPhone } from './cardRowsOnPhone';
import { ResourceTableBody, TableRowsContext, type TableRowAttributes, type TableRowGroup } from './ResourceTableBody';
import { TableFooter } from './TableFooter';

export interface ListTableColumn<Row> {
  /** The field the column sorts by (a path such as `vehicle.fleet_number`), unique in the table. */
  source: string;
  /** As shown in the header and before the cell on a phone. */
  label: string;
  /** Numbers: right-aligned, on one line, in tabular figures. */
  numeric?: boolean;
  /** Keeps the cell on one line (dates, vehicles). */
  noWrap?: boolean;
  /** False: the header does not sort (actions, lists of changes). */
  sortable?: boolean;
  render(row: Row): ReactNode;
}

export interface ListTableProps<Row extends RaRecord> {
  /** The region's and the table's accessible name. */
  label: string;
  columns: ReadonlyArray<ListTableColumn<Row> | false | null | undefined>;
  rowAttributes?(row: Row): TableRowAttributes;
  /** Headings between groups of rows (shown while the rows are in their groups' order). */
  rowGroup?(row: Row): TableRowGroup | null;
  /** What an empty list says; "Brak wyników." unless the page says more. */
  empty?: ReactNode;
  /** What a failed load says instead of the table. */
  error?: ReactNode;
  /** Rules for the rows' own classes (rowAttributes' `className`). */
  sx?: SxProps<Theme>;
  /**
   * False: the table is not a region of its own (its page's section is, under the same name);
   * still scrolled sideways on a narrow screen, its rows cards on a phone.
   */
  region?: boolean;
  /** No counter and no pagination (a short list inside a dialog or a card); an empty list has none. */
  footer?: boolean;
}

const NUMERIC = 'sat-numeric';
const NO_WRAP = 'sat-noWrap';
const tableSx = {
  [`& td.${NUMERIC}`]: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  [`& td.${NO_WRAP}`]: { whiteSpace: 'nowrap' },
} as const;

export function ListTable<Row extends RaRecord>({
  label,
  columns,
  rowAttributes,
  rowGroup,
  empty,
  error,
  sx,
  region = true,
  footer = true,
}: ListTableProps<Row>) {
  const translate = useTranslate();
  const { total, error: loadError } = useListContext();
  const rows = useMemo(
    () => ({
      attributes: rowAttributes as ((record: RaRecord) => TableRowAttributes) | undefined,
      group: rowGroup as ((record: RaRecord) => TableRowGroup | null) | undefined,
    }),
    [rowAttributes, rowGroup],
  );
  const shown = columns.filter((column): column is ListTableColumn<Row> => Boolean(column));
  if (loadError) return <Alert severity="error">{error ?? translate('sat.table.empty')}</Alert>;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box
        {...(region && { tabIndex: 0, role: 'region', 'aria-label': label })}
        sx={[{ overflowX: 'auto', '@media print': { overflow: 'visible' } }, cardRowsOnPhone, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        <TableRowsContext.Provider value={rows}>
          <DataTable<Row>
            aria-label={label}
            rowClick={false}
            bulkActionButtons={false}
            body={ResourceTableBody}
            sx={tableSx}
            empty={
              <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
                {empty ?? translate('sat.table.empty')}
              </Typography>
            }
          >
            {shown.map((column) => (
              <DataTable.Col<Row>
                key={column.source}
                source={column.source}
                label={column.label}
                align={column.numeric ? 'right' : undefined}
                disableSort={column.sortable === false}
                render={column.render}
                cellClassName={column.numeric ? NUMERIC : column.noWrap ? NO_WRAP : undefined}
              />
            ))}
          </DataTable>
        </TableRowsContext.Provider>
      </Box>
      {footer && total !== 0 && <TableFooter />}
    </Box>
  );
}

/** Keeps the order the rows came in until a header is clicked. */
export const GIVEN_ORDER: SortPayload = { field: '', order: 'ASC' };
/** Report tables show up to 50 rows a page (the largest of the page sizes). */
export const REPORT_PAGE_SIZE = 50;

export interface LocalListProps<Row extends RaRecord> {
  /** Names the list (its column choices are kept under it). */
  resource: string;
  rows: readonly Row[] | undefined;
  isPending?: boolean;
  sort?: SortPayload;
  perPage?: number;
  children: ReactNode;
}

/** Rows the page already has, as a list: sorted, paged and selected in the browser (react-admin's `useList`). */
export function LocalList<Row extends RaRecord>({
  resource,
  rows,
  isPending = false,
  sort = GIVEN_ORDER,
  perPage = REPORT_PAGE_SIZE,
  children,
}: LocalListProps<Row>) {
  const list = useList<Row>({ data: rows as Row[] | undefined, isPending, sort, perPage });
  return (
    <ResourceContextProvider value={resource}>
      <ListContextProvider value={list}>{children}</ListContextProvider>
    </ResourceContextProvider>
  );
}

/**
 * Back to the first page when the page's own filters (kept outside the list, passed as its
 * `filter`) change, as a list's own filters do.
 */
export const FirstPageOn = ({ query }: { query: object }) => {
  const { page, setPage } = useListContext();
  const key = JSON.stringify(query);
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    if (page !== 1) setPage(1);
  }, [key, page, setPage]);
  return null;
};
