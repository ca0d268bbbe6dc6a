/**
 * /work-day/{personId} (spec §2): one person's work days in the selected range and site, newest
 * first, titled with the person's name from the employees; "Nie znaleziono osoby" for an unknown
 * person (not an empty list under a generic title).
 */
import { Alert, Box } from '@mui/material';
import { useParams } from 'react-router-dom';
import { HttpError, useGetOne, useTranslate } from 'ra-core';
import { ResourceList } from '../../registry-ui/ResourceList';
import { parseRouteId } from '../routeId';

const PersonWorkDays = ({ personId }: { personId: number }) => {
  const translate = useTranslate();
  const { data: person, error } = useGetOne('employees', { id: personId });
  if (error instanceof HttpError && error.status === 404) {
    return (
      <Box sx={{ p: 1 }}>
        <Alert severity="warning">{translate('resources.employees.notFound')}</Alert>
      </Box>
    );
  }
  if (error) console.error(error);
  const title = person
    ? translate('sat.workDays.personTitle', { name: `${person.first_name} ${person.last_name}` })
    : translate('resources.work-days.name', { smart_count: 2 });
  return <ResourceList resource="work-days" filter={{ person: personId }} title={title} />;
};

export const WorkDayPage = () => {
  const translate = useTranslate();
  const { personId: personParam } = useParams();
  const personId = parseRouteId(personParam);
  if (personId === null) {
    return (
      <Box sx={{ p: 1 }}>
        <Alert severity="warning">{translate('sat.workDays.invalidPerson', { id: personParam })}</Alert>
      </Box>
    );
  }
  return <PersonWorkDays key={personId} personId={personId} />;
};
