/**
 * The list's filter bar: one input per registry filter (../listFilters.ts) and, while any is set,
 * "Wyczyść filtry".
 * The values live in the address (useFilterSearch); a change goes back to the first page. On a
 * phone the inputs stack at full width; every input is reachable by Tab and works from the keys.
 */
import { Box, Button } from '@mui/material';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { useListContext, useTranslate } from 'ra-core';
import type { ListFilter } from '../listFilters';
import { UNKNOWN } from '../listFilters';
import { ChoiceFilter } from './ChoiceFilter';
import { DateRangeFilter } from './DateRangeFilter';
import { ReferenceFilter } from './ReferenceFilter';
import { TextFilter } from './TextFilter';
import type { useFilterSearch } from './useFilterSearch';

interface ListFilterBarProps {
  resource: string;
  filters: readonly ListFilter[];
  search: ReturnType<typeof useFilterSearch>;
}

const BOOLEAN_CHOICES = [
  ['true', 'ra.boolean.true'],
  ['false', 'ra.boolean.false'],
] as const;

/** "Pokaż zarchiwizowane": Nie (rows in use) / Tylko zarchiwizowane / Także zarchiwizowane (issue 16 §3). */
const ARCHIVED_CHOICES = [
  ['true', 'sat.archive.only'],
  ['all', 'sat.archive.also'],
] as const;

export const ListFilterBar = ({ resource, filters, search }: ListFilterBarProps) => {
  const translate = useTranslate();
  const { setPage } = useListContext();
  const { values, update, clear } = search;
  const set = (changes: Record<string, string | null>) => {
    update(changes);
    setPage(1);
  };

  const input = ({ name, field, kind }: ListFilter) => {
    const label = kind === 'archived' ? translate('sat.archive.filter') : translate(`resources.${resource}.fields.${name}`);
    const value = values[name] ?? '';
    const onChange = (next: string) => set({ [name]: next });
    switch (kind) {
      case 'enum':
        return (
          <ChoiceFilter
            label={label}
            value={value}
            choices={Object.keys(field.choices ?? {}).map((id) => [id, `resources.${resource}.choices.${name}.${id}`] as const)}
            onChange={onChange}
          />
        );
      case 'boolean':
        return (
          <ChoiceFilter
            label={label}
            value={value}
            choices={field.nullable ? [...BOOLEAN_CHOICES, [UNKNOWN, 'sat.boolean.unknown']] : BOOLEAN_CHOICES}
            onChange={onChange}
          />
        );
      case 'archived':
        return <ChoiceFilter label={label} value={value} choices={ARCHIVED_CHOICES} emptyLabel="sat.archive.hide" onChange={onChange} />;
      case 'dateRange':
        return (
          <DateRangeFilter
            label={label}
            from={values[`${name}_from`] ?? ''}
            to={values[`${name}_to`] ?? ''}
            onChange={(edge, day) => set({ [`${name}_${edge}`]: day })}
          />
        );
      case 'reference':
        return <ReferenceFilter label={label} reference={field.reference ?? ''} where={field.referenceWhere} value={value} onChange={onChange} />;
      default:
        return <TextFilter label={label} value={value} onChange={onChange} />;
    }
  };

  return (
    <Box role="search" aria-label={translate('sat.filters.label')} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 1, pt: 1 }}>
      {filters.map((filter) => (
        <Box
          key={filter.name}
          data-filter={filter.name}
          sx={{ flex: { xs: '1 1 100%', sm: filter.kind === 'dateRange' ? '0 1 340px' : '0 1 200px' }, minWidth: 0 }}
        >
          {input(filter)}
        </Box>
      ))}
      {Object.keys(values).length > 0 && (
        <Button
          size="small"
          startIcon={<FilterAltOffIcon />}
          onClick={() => {
            clear();
            setPage(1);
          }}
        >
          {translate('sat.filters.clear')}
        </Button>
      )}
    </Box>
  );
};
