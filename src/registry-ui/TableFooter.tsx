/**
 * Under a table: "Zaznaczono X z Y wierszy" and the pagination (10–50 rows, default 10). Nothing
 * while the list's last load failed: no counts for rows the table does not show.
 */
import { Box, Typography } from '@mui/material';
import { Pagination } from 'react-admin';
import { useListContext, useTranslate } from 'ra-core';

export const PAGE_SIZES = [10, 20, 30, 40, 50];
export const DEFAULT_PAGE_SIZE = 10;

export const TableFooter = () => {
  const { selectedIds, total, error } = useListContext();
  const translate = useTranslate();
  if (error) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between', px: 1 }}>
      <Typography variant="body2" color="text.secondary" data-testid="selection-count">
        {translate('sat.table.selection', { selected: selectedIds.length, total: total ?? 0 })}
      </Typography>
      <Pagination rowsPerPageOptions={PAGE_SIZES} />
    </Box>
  );
};
