/** A month report's address: its parameters, the month (the company's current one unless the address names one), and a setter keeping the others. */
import { useSearchParams } from 'react-router-dom';
import { currentMonth, isMonth } from '../domain/months';
import { useCompanyTimeZone } from '../state/companyTimeZone';

export function useMonthAddress() {
  const timeZone = useCompanyTimeZone();
  const [params, setParams] = useSearchParams();
  const named = params.get('month');
  const month = isMonth(named) ? named : currentMonth(Date.now(), timeZone);
  /** Sets one parameter (null removes it), the others as they are. */
  const setParam = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    });
  return { params, month, setParam };
}
