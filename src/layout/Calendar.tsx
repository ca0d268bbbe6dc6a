/** react-day-picker in Polish, coloured by the MUI theme (light and dark); today is the company's today. */
import type { ComponentProps } from 'react';
import { DayPicker } from 'react-day-picker';
import { pl } from 'react-day-picker/locale';
import { Box, alpha, useTheme } from '@mui/material';
import { companyToday } from '../domain/dates';
import { useCompanyTimeZone } from '../state/companyTimeZone';
import 'react-day-picker/style.css';

export type CalendarProps = ComponentProps<typeof DayPicker>;

export const Calendar = (props: CalendarProps) => {
  const timeZone = useCompanyTimeZone();
  const theme = useTheme();
  return (
    <Box
      sx={{
        p: 1.5,
        '& .rdp-root': {
          '--rdp-accent-color': theme.palette.primary.main,
          '--rdp-accent-background-color': alpha(theme.palette.primary.main, 0.16),
          '--rdp-day-height': '36px',
          '--rdp-day-width': '36px',
          '--rdp-day_button-height': '34px',
          '--rdp-day_button-width': '34px',
          '--rdp-months-gap': '1.5rem',
          color: theme.palette.text.primary,
        },
        '& .rdp-chevron': { fill: theme.palette.primary.main },
      }}
    >
      <DayPicker locale={pl} today={companyToday(Date.now(), timeZone)} {...props} />
    </Box>
  );
};
