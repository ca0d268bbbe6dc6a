/** A report's totals as a definition list: Polish labels on the left, figures right-aligned beside them. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** `items`: translation keys of the labels with their figures. */
export function SummaryList({ label, items }: { label: string; items: ReadonlyArray<readonly [string, ReactNode]> }) {
  const translate = useTranslate();
  return (
    <Box component="dl" aria-label={label} sx={{ px: 1, display: 'grid', gridTemplateColumns: 'max-content max-content', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {items.map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {translate(key)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
