/** The field app's look: readable in sunlight, every target at least 48 px (56 px for the main buttons). */
import { createTheme } from '@mui/material/styles';

export const fieldTheme = createTheme({
  palette: { mode: 'light', primary: { main: '#1565c0' }, secondary: { main: '#c62828' } },
  typography: {
    fontSize: 16,
    h1: { fontSize: '1.75rem', fontWeight: 600 },
    h2: { fontSize: '1.25rem', fontWeight: 600 },
  },
  components: {
    MuiButton: { styleOverrides: { root: { minHeight: 48 }, sizeLarge: { minHeight: 56, fontSize: '1.125rem' } } },
    MuiInputBase: { styleOverrides: { input: { minHeight: 32 } } },
  },
});
