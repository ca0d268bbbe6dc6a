/** A calendar day (yyyy-MM-dd), typed as `dd.MM.yyyy` or picked on a calendar; clearing it sets it empty. */
import { lazy, Suspense } from 'react';
import { PickerPlaceholder } from './PickerPlaceholder';

const CompanyDayInput = lazy(async () => ({ default: (await import('./CompanyDatePickers')).CompanyDayInput }));

export const DayInput = ({ source, isRequired }: { source: string; isRequired?: boolean }) => (
  <Suspense fallback={<PickerPlaceholder />}>
    <CompanyDayInput source={source} isRequired={isRequired} />
  </Suspense>
);
