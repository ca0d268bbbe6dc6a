/**
 * The body of a registry list's <DataTable> (its `body` prop): the same rows, cells and row
 * checkboxes react-admin's default body shows, as plain elements with MUI's class names, styled
 * once by the body instead of once per element.
 *
 * Why: react-admin's default body wraps every cell in <DataTableCell> (a store subscription, theme
 * props, an sx object) around MUI's <TableCell> (theme props, variants, its own style
 * serialisation), every row in <DataTableRow> (a store read, the record's path, a dozen hooks)
 * around MUI's <TableRow>, and gives every row an MUI <Checkbox> (ButtonBase, SwitchBase, an
 * icon: five styled components). That is well over a hundred components and some thirty emotion
 * style passes per row, and at 100 rows most of the time from the data arriving to the rows on
 * screen (the rides list’s figure went from about 430 ms to 80–100 ms with this body and the
 * deferred column menu of ListColumnsButton). Here a row is a handful of components and no style
 * work; the header, selection, column chooser ("Kolumny"), sorting, paging and empty states stay
 * react-admin's <DataTable>'s own.
 *
 * What the rows keep: the classes (MuiTableRow-root, RaDataTable-row, -rowEven/-rowOdd,
 * -selectable, -clickableRow, MuiTableCell-…, RaDataTable-rowCell, column-<source>), MUI's look
 * for a small table in light and dark (see `bodyStyles`), the hover, the row checkbox (its label,
 * shift-click ranges, hover, checked and disabled colours, keyboard focus, and the click ripple,
 * mounted on first use as MUI's ButtonBase does), `rowClick` (but a click on a link in a cell is
 * the link's own), `isRowSelectable` and the `hover` flag. The columns are the <DataTable.Col> children, in the order and visibility the
 * column chooser keeps: a cell shows the column's `children` (in the row's record context), else
 * its `render(record)`, else the record's `source` value, with its `cellClassName`.
 * Each cell carries its column's label as `data-label` (the card layout of cardRowsOnPhone) and a
 * column's `align="right"`. Through `TableRowsContext` a list gives its rows attributes (`data-…`,
 * a class) and group headings: a row of its own, spanning the table, before each group's first row
 * (ListTable uses both).
 * Not supported (the registry lists use none): `expand`, `rowSx`, a column's `cellSx`, `sx` or
 * `field`, and tables other than size "small".
 *
 * It reads <DataTable>'s contexts and store as react-admin's own body does: ResourceTableBody.test.tsx
 * runs one list with both bodies and fails when an upgrade leaves the fork behind.
 */
import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  memo,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { TableBody, type TableBodyProps } from '@mui/material';
import { styled, type Theme } from '@mui/material/styles';
import MuiTouchRipple, { type TouchRippleActions, type TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';
import useLazyRipple from '@mui/material/useLazyRipple';
import clsx from 'clsx';
import { DataTableClasses, type DataTableColumnProps } from 'react-admin';
import {
  RecordContextProvider,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableSelectedIdsContext,
  useDataTableStoreContext,
  useGetPathForRecordCallback,
  useNavigate,
  useResourceContext,
  useStore,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'ra-core';

type Column = ReactElement<DataTableColumnProps>;

/** A row's own attributes: `data-…` ones (what tests and styles select) and a class. */
export type TableRowAttributes = { className?: string } & { [attribute: `data-${string}`]: string | number | boolean | undefined };

/** A group of rows with its heading (its key tells one group from the next). */
export interface TableRowGroup {
  key: string;
  label: ReactNode;
}

export interface TableRows {
  attributes?(record: RaRecord): TableRowAttributes;
  /** The row's group: a heading row comes before the first row of each group. */
  group?(record: RaRecord): TableRowGroup | null;
}

export const TableRowsContext = createContext<TableRows>({});
/** MUI declares it as a render function; it is a forwardRef component. */
const TouchRipple = MuiTouchRipple as unknown as ComponentType<TouchRippleProps & { ref: Ref<TouchRippleActions | null> }>;

// MUI's and react-admin's class names, and ours (sat-…) that the body's styles select, so that
// they never reach a real MUI component a column may render.
const ROW = `MuiTableRow-root ${DataTableClasses.row} sat-row`;
const CELL = `MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall ${DataTableClasses.rowCell} sat-cell`;
const GROUP_CELL = 'MuiTableCell-root MuiTableCell-head MuiTableCell-sizeSmall sat-groupCell';
const ALIGN_RIGHT = 'MuiTableCell-alignRight';
const CHECKBOX_CELL = 'MuiTableCell-root MuiTableCell-body MuiTableCell-paddingCheckbox MuiTableCell-sizeSmall sat-cell sat-checkboxCell';
const CHECKBOX = `MuiButtonBase-root MuiCheckbox-root MuiCheckbox-colorPrimary MuiCheckbox-sizeMedium PrivateSwitchBase-root select-item ${DataTableClasses.checkbox} sat-rowCheckbox`;
const ICON = 'MuiSvgIcon-root MuiSvgIcon-fontSizeMedium';
/** MUI's CheckBoxOutlineBlank and CheckBox icons. */
const BLANK_PATH = 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';
const CHECKED_PATH = 'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';

/**
 * What MUI's <TableRow>, <TableCell> (body, small, checkbox padding, react-admin's theme override),
 * <Checkbox> (ButtonBase, SwitchBase, colour primary), <SvgIcon> and <Link> give these elements, for the
 * body's theme. Each rule is no stronger than MUI's own (`:where` drops the tag and the body's
 * class from the count), so a list's own rules (e.g. the rides list's `& td` padding) win or lose
 * against them as they did against MUI's.
 */
const bodyStyles = (theme: Theme) => {
  const palette = (theme.vars ?? theme).palette;
  const cellBorder = theme.vars
    ? theme.vars.palette.TableCell.border
    : theme.palette.mode === 'light'
      ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)
      : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68);
  return {
    '& :where(tr.sat-row)': { color: 'inherit', display: 'table-row', verticalAlign: 'middle', outline: 0 },
    '& :where(tr.sat-row.MuiTableRow-hover):hover': { backgroundColor: palette.action.hover },
    '& :where(td.sat-cell)': {
      ...theme.typography.body2,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${cellBorder}`,
      textAlign: 'left',
      padding: '6px 16px',
      color: palette.text.primary,
    },
    '& :where(td.sat-cell.MuiTableCell-alignRight)': { textAlign: 'right' },
    '& :where(th.sat-groupCell)': {
      ...theme.typography.body2,
      fontWeight: 600,
      display: 'table-cell',
      borderBottom: `1px solid ${cellBorder}`,
      textAlign: 'left',
      padding: '6px 16px',
      color: palette.text.primary,
      backgroundColor: palette.action.hover,
    },
    '& :where(td).sat-checkboxCell': {
      width: 24,
      padding: '0 8px',
      '& > *': { padding: 0 },
    },
    '& :where(span.sat-rowCheckbox)': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      position: 'relative',
      boxSizing: 'border-box',
      WebkitTapHighlightColor: 'transparent',
      backgroundColor: 'transparent',
      outline: 0,
      border: 0,
      margin: 0,
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'middle',
      MozAppearance: 'none',
      WebkitAppearance: 'none',
      textDecoration: 'none',
      padding: 9,
      borderRadius: '50%',
      color: palette.text.secondary,
      '&::-moz-focus-inner': { borderStyle: 'none' },
      '&.Mui-disabled': { pointerEvents: 'none', cursor: 'default', color: palette.action.disabled },
      '@media print': { colorAdjust: 'exact' },
      '&:hover': {
        backgroundColor: theme.alpha(palette.primary.main, palette.action.hoverOpacity),
        '@media (hover: none)': { backgroundColor: 'transparent' },
      },
      '&.Mui-checked': { color: palette.primary.main },
    },
    '& :where(.sat-rowCheckbox > input)': {
      cursor: 'inherit',
      position: 'absolute',
      opacity: 0,
      width: '100%',
      height: '100%',
      top: 0,
      left: 0,
      margin: 0,
      padding: 0,
      zIndex: 1,
    },
    '& :where(.sat-rowCheckbox > svg)': {
      userSelect: 'none',
      width: '1em',
      height: '1em',
      display: 'inline-block',
      flexShrink: 0,
      transition: theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }),
      fill: 'currentColor',
      fontSize: theme.typography.pxToRem(24),
    },
    // <CellLink>: MUI's <Link> (underline "always", colour primary).
    '& :where(a.sat-cellLink)': {
      margin: 0,
      font: 'inherit',
      lineHeight: 'inherit',
      letterSpacing: 'inherit',
      color: palette.primary.main,
      textDecoration: 'underline',
      textDecorationColor: 'var(--Link-underlineColor)',
      '--Link-underlineColor': theme.alpha(palette.primary.main, 0.4),
      '&:hover': { textDecorationColor: 'inherit' },
    },
  };
};

const Body = styled(TableBody)(({ theme }) => bodyStyles(theme));

interface RowCheckboxProps {
  checked: boolean;
  disabled: boolean;
  label: string;
  onClick(event: MouseEvent): void;
}

/** As MUI's: whether `:focus-visible` matches (false where the selector is unknown, e.g. jsdom). */
const isFocusVisible = (element: Element) => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
};

/**
 * MUI's <Checkbox> as its elements: a span (MUI's classes), the native input (named by `label`,
 * as MUI's `inputProps` name it: the span has no role to carry a name) and the icon. The
 * ripple (centred, on click, touch and the space key, pulsing on keyboard focus) is MUI's own
 * <TouchRipple>, mounted on first use as ButtonBase does.
 */
const RowCheckbox = ({ checked, disabled, label, onClick }: RowCheckboxProps) => {
  const ripple = useLazyRipple();
  const [focusVisible, setFocusVisible] = useState(false);
  useEffect(() => {
    if (focusVisible) ripple.pulsate();
  }, [focusVisible, ripple]);
  const start = (event: SyntheticEvent) => ripple.start(event);
  const stop = (event: SyntheticEvent) => ripple.stop(event);
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (isFocusVisible(event.target)) setFocusVisible(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    ripple.stop(event);
    setFocusVisible(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (focusVisible && !event.repeat && event.key === ' ') ripple.stop(event, () => ripple.start(event));
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (focusVisible && event.key === ' ') ripple.stop(event, () => ripple.pulsate(event));
  };
  return (
    <span
      className={clsx(CHECKBOX, { 'Mui-checked': checked, 'Mui-disabled': disabled, 'Mui-focusVisible': focusVisible })}
      onClick={onClick}
      onMouseDown={start}
      onMouseUp={stop}
      onMouseLeave={stop}
      onContextMenu={stop}
      onDragLeave={stop}
      onTouchStart={start}
      onTouchEnd={stop}
      onTouchMove={stop}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
    >
      <input
        type="checkbox"
        className="PrivateSwitchBase-input"
        aria-label={label}
        data-indeterminate="false"
        checked={checked}
        disabled={disabled}
        onChange={ignore}
      />
      <svg className={ICON} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
        <path d={checked ? CHECKED_PATH : BLANK_PATH} />
      </svg>
      {ripple.shouldMount && !disabled && <TouchRipple ref={ripple.ref} center />}
    </span>
  );
};
/** The input is controlled by the selection (toggled by the click handler, as react-admin's is). */
const ignore = () => undefined;

const valueText = (record: RaRecord, source: string | undefined): ReactNode => {
  const value = source?.split('.').reduce<unknown>((item, key) => (item as Record<string, unknown> | undefined)?.[key], record);
  return value != null ? String(value) : null;
};

/** A click on a link in a cell is the link's (a new tab on ctrl-click…), not the row's. */
const isInLink = (event: MouseEvent) => event.target instanceof Element && event.target.closest('a') !== null;

interface RowProps {
  record: RaRecord;
  className: string;
  attributes?: TableRowAttributes;
  columns: Column[];
  /** The columns' labels, as shown in their headers (a cell's `data-label`). */
  labels: Array<string | undefined>;
  /** Undefined: no checkbox (no bulk actions). */
  selected?: boolean;
  selectable: boolean;
  checkboxLabel: string;
  onToggle?(id: Identifier, event: MouseEvent): void;
  onRowClick?(record: RaRecord, event: MouseEvent): void;
}

const Row = memo(({ record, className, attributes, columns, labels, selected, selectable, checkboxLabel, onToggle, onRowClick }: RowProps) => (
  <RecordContextProvider value={record}>
    <tr {...attributes} className={clsx(className, attributes?.className)} onClick={onRowClick && ((event) => !isInLink(event) && onRowClick(record, event))}>
      {selected !== undefined && (
        <td className={CHECKBOX_CELL}>
          <RowCheckbox
            checked={selectable && selected}
            disabled={!selectable}
            label={checkboxLabel}
            onClick={(event) => {
              if (!selectable || !onToggle) return;
              onToggle(record.id, event);
              event.stopPropagation();
            }}
          />
        </td>
      )}
      {columns.map((column, index) => {
        const { source, render, children, cellClassName, align } = column.props;
        return (
          <td key={column.key ?? index} className={clsx(CELL, cellClassName, `column-${source}`, align === 'right' && ALIGN_RIGHT)} data-label={labels[index]}>
            {children ?? (render ? render(record) : valueText(record, source))}
          </td>
        );
      })}
    </tr>
  </RecordContextProvider>
));
Row.displayName = 'ResourceTableRow';

export const ResourceTableBody = memo(({ children, className, ...rest }: TableBodyProps) => {
  const data = useDataTableDataContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const { hasBulkActions = false, hover = true } = useDataTableConfigContext();
  const { handleToggleItem, isRowSelectable, rowClick } = useDataTableCallbacksContext();
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hiddenColumns] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const navigate = useNavigate();
  const getPathForRecord = useGetPathForRecordCallback();
  const rows = useContext(TableRowsContext);

  const columns = useMemo(
    () =>
      Children.toArray(children).filter(
        (column): column is Column =>
          isValidElement<DataTableColumnProps>(column) && !hiddenColumns.includes(column.props.source ?? (column.props.label as string)),
      ),
    [children, hiddenColumns],
  );
  const labels = useMemo(
    () => columns.map(({ props: { label } }) => (typeof label === 'string' && label !== '' ? translate(label, { _: label }) : undefined)),
    [columns, translate],
  );

  // As react-admin's <DataTableRow>: a row click goes where `rowClick` says (a path, a view of
  // the record, or toggling its selection).
  const onRowClick = useCallback(
    async (record: RaRecord, event: MouseEvent) => {
      const link = typeof rowClick === 'function' ? await rowClick(record.id, resource, record) : rowClick;
      if (link === 'toggleSelection') {
        if (handleToggleItem && (!isRowSelectable || isRowSelectable(record))) handleToggleItem(record.id, event);
        return;
      }
      const path = await getPathForRecord({ record, resource, link: link as string | false });
      if (path === false || path == null) return;
      navigate(path, { state: { _scrollToTop: true } });
    },
    [rowClick, resource, handleToggleItem, isRowSelectable, getPathForRecord, navigate],
  );

  const checkboxLabel = translate('ra.action.select_row', { _: 'Select this row' });
  const withCheckbox = hasBulkActions && !!handleToggleItem;
  return (
    <Body className={clsx('datatable-body', className, DataTableClasses.tbody)} {...rest}>
      {data?.map((record, rowIndex) => {
        const selectable = !isRowSelectable || isRowSelectable(record);
        const group = rows.group?.(record);
        const previousGroup = group && rowIndex > 0 ? rows.group?.(data[rowIndex - 1]) : null;
        const row = (
          <Row
            key={record.id ?? `row${rowIndex}`}
            record={record}
            className={clsx(ROW, {
              'MuiTableRow-hover': hover,
              [DataTableClasses.rowEven]: rowIndex % 2 === 0,
              [DataTableClasses.rowOdd]: rowIndex % 2 !== 0,
              [DataTableClasses.selectable]: selectable,
              [DataTableClasses.clickableRow]: !!rowClick,
            })}
            attributes={rows.attributes?.(record)}
            columns={columns}
            labels={labels}
            selected={withCheckbox ? !!selectedIds?.includes(record.id) : undefined}
            selectable={selectable}
            checkboxLabel={checkboxLabel}
            onToggle={handleToggleItem}
            onRowClick={rowClick ? onRowClick : undefined}
          />
        );
        if (!group || previousGroup?.key === group.key) return row;
        return (
          <Fragment key={record.id ?? `row${rowIndex}`}>
            <tr className={ROW} data-group>
              <th scope="colgroup" colSpan={columns.length + (withCheckbox ? 1 : 0)} className={GROUP_CELL}>
                {group.label}
              </th>
            </tr>
            {row}
          </Fragment>
        );
      })}
    </Body>
  );
});
ResourceTableBody.displayName = 'ResourceTableBody';
