import { describe, expect, it } from 'vitest';
import type { ResourceSpec } from '../../src/domain/resources';
import { resources } from '../../src/domain/resources';
import { parseListParams } from './listParams';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../src/domain/dates';

/** Tools as a new admin would declare them: a filterable yes/no. */
const tools = {
  ...resources.materials,
  name: 'tools',
  fields: { ...resources.materials.fields, checked: { type: 'boolean', label: 'Sprawdzone', filterable: true } },
} as unknown as ResourceSpec;

const filterOf = (value: string) => parseListParams(tools, { checked: value }, new Set(), DEFAULT_COMPANY_TIME_ZONE).filters.checked;

describe('list filters on a boolean field', () => {
  it('read true/false, 1/0 and tak/nie as the stored 1/0', () => {
    expect(['true', 'TRUE', '1', 'tak', ' Tak '].map(filterOf)).toEqual([1, 1, 1, 1, 1]);
    expect(['false', '0', 'nie', 'NIE'].map(filterOf)).toEqual([0, 0, 0, 0]);
  });

  it('refuse anything else with a Polish message instead of matching nothing', () => {
    expect(() => filterOf('yes')).toThrow(expect.objectContaining({ statusCode: 400, errors: { checked: ['Podaj wartość tak lub nie.'] } }));
  });
});
