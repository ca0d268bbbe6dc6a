/** The generic error view: "Something went wrong!" with a Show Error / Hide Error toggle (spec §2). */
import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useResetErrorBoundaryOnLocationChange, useTranslate } from 'ra-core';

export interface ErrorViewProps {
  error: unknown;
  resetErrorBoundary(...args: unknown[]): void;
}

export const ErrorView = ({ error, resetErrorBoundary }: ErrorViewProps) => {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary);
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Box role="alert" sx={{ p: 3, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {translate('sat.page.error')}
      </Typography>
      <Button variant="outlined" size="small" onClick={() => setShown((value) => !value)}>
        {translate(shown ? 'sat.page.hideError' : 'sat.page.showError')}
      </Button>
      {shown && (
        <Box component="pre" sx={{ m: 0, p: 2, fontSize: 12, color: 'error.main', whiteSpace: 'pre-wrap', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {message}
        </Box>
      )}
    </Box>
  );
};
