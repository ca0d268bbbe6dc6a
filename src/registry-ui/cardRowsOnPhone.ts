/**
 * A report table on a phone (below MUI's `sm`, 600 px), as MUI and react-admin lay lists out on
 * small screens: each row a card, each cell on its own line with its column's name before it
 * (the cell's `data-label`), so that every column is read without scrolling sideways. The header
 * row is hidden there; a cell without a label (a group's title, an action) spans the card. Print
 * keeps the table.
 */
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

export const cardRowsOnPhone = (theme: Theme): SystemStyleObject<Theme> => ({
  [`@media screen and (max-width: ${theme.breakpoints.values.sm - 0.05}px)`]: {
    '& thead': { display: 'none' },
    '& table, & tbody': { display: 'block' },
    '& tbody tr': { display: 'block', py: 0.5, borderBottom: 1, borderColor: 'divider' },
    // Row, not MUI's row-reverse of right-aligned cells: the column's name first.
    '& tbody tr > *': {
      display: 'flex',
      flexDirection: 'row',
      gap: 2,
      justifyContent: 'space-between',
      alignItems: 'baseline',
      border: 0,
      py: 0.25,
      minWidth: 0,
      textAlign: 'right',
    },
    '& tbody tr > *:empty': { display: 'none' },
    '& tbody tr > :not([data-label])': { justifyContent: 'flex-start', textAlign: 'left' },
    '& tbody tr > [data-label]::before': { content: 'attr(data-label)', color: 'text.secondary', textAlign: 'left', flexShrink: 0 },
  },
});
