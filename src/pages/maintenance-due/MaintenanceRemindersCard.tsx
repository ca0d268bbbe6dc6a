/**
 * The reminders card of a site (issue 15 §4): how many services and documents are overdue and how
 * many fall due within the warning window, with the items (or, `compact`, a link to the page).
 */
import { Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { dueCounts, type MaintenanceDue } from '../../domain/maintenance/due';
import { vehicleName } from '../../domain/maintenance/dueCsv';
import { withinDays } from '../../domain/plural';

const itemTexts = (report: MaintenanceDue, status: 'overdue' | 'due') => [
  ...report.services.filter((item) => item.status === status).map((item) => `${vehicleName(item.vehicle)}: ${item.plan.name}`),
  ...report.documents.filter((item) => item.status === status).map((item) => `${item.owner_name}: ${item.kind_label}`),
];

export const MaintenanceRemindersCard = ({ report, compact = false }: { report: MaintenanceDue; compact?: boolean }) => {
  const translate = useTranslate();
  const counts = dueCounts(report);
  return (
    <Card variant="outlined" component="section" aria-label={translate('sat.maintenance.reminders')}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('sat.maintenance.reminders')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: compact ? 1 : 2 }}>
          <Chip
            color="error"
            variant="outlined"
            sx={{ color: 'text.primary' }}
            label={translate('sat.maintenance.overdueCount', { smart_count: counts.overdue })}
          />
          <Chip
            color="warning"
            variant="outlined"
            sx={{ color: 'text.primary' }}
            label={translate('sat.maintenance.dueCount', { smart_count: counts.due, days: withinDays(report.warning_days) })}
          />
        </Stack>
        {compact ? (
          <Link component={RouterLink} to="/maintenance-due">
            {translate('sat.maintenance.open')}
          </Link>
        ) : (
          (['overdue', 'due'] as const).map((status) => {
            const items = itemTexts(report, status);
            return items.length ? (
              <div key={status}>
                <Typography variant="subtitle2" component="h3">
                  {translate(`sat.maintenance.status.${status}`)}
                </Typography>
                <ul style={{ marginTop: 4 }}>
                  {items.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              </div>
            ) : null;
          })
        )}
      </CardContent>
    </Card>
  );
};
