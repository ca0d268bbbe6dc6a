/** A date-time typed on the company's clock (24-hour `dd.MM.yyyy HH:mm`) and kept as UTC ISO (spec §5). */
import { lazy, Suspense } from 'react';
import { PickerPlaceholder } from './PickerPlaceholder';

const CompanyDateTimeInput = lazy(async () => ({ default: (await import('./CompanyDatePickers')).CompanyDateTimeInput }));

export const DateTimeInput = ({ source, isRequired }: { source: string; isRequired?: boolean }) => (
  <Suspense fallback={<PickerPlaceholder />}>
    <CompanyDateTimeInput source={source} isRequired={isRequired} />
  </Suspense>
);
