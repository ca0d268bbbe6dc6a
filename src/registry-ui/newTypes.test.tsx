// @vitest-environment jsdom
/**
 * The inputs and list cells of issue 14's field types, on the proof resource's declaration
 * (src/domain/resources/subcontractors.ts): money, tri-state yes/no, multi-reference, computed days.
 */
import '../test/domSetup';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { Form, ResourceContextProvider, type RaRecord } from 'ra-core';
import type { ReactNode } from 'react';
import { DEFAULT_COMPANY_TIME_ZONE } from '../domain/dates';
import { subcontractors } from '../domain/resources/subcontractors';
import { i18nProvider } from '../i18n/i18nProvider';
import { fakeBackend } from '../test/renderApp';
import { FieldInput } from './inputs/FieldInput';
import { listColumns } from './listColumns';
import { cellRenderer } from './ResourceCell';
import { formFields } from './formFields';

const NBSP = '\u00a0';
const fields = subcontractors.fields;
const translate = (key: string, options?: object) => i18nProvider.translate(key, options);

const Providers = ({ children }: { children: ReactNode }) => (
  <AdminContext dataProvider={fakeBackend().dataProvider} i18nProvider={i18nProvider}>
    <ResourceContextProvider value="subcontractors">{children}</ResourceContextProvider>
  </AdminContext>
);

function cell(source: string, record: RaRecord) {
  // Every field's column, not only the declared list's.
  const column = listColumns({ ...subcontractors, columns: undefined }).find((candidate) => candidate.source === source)!;
  const Cell = () => <>{cellRenderer(column, 'subcontractors', translate, DEFAULT_COMPANY_TIME_ZONE)(record)}</>;
  return render(
    <Providers>
      <span data-testid="cell">
        <Cell />
      </span>
    </Providers>,
  );
}

describe('list cells of the new types', () => {
  it('show money as "1 234,50 zł" and a decimal with its scale', () => {
    cell('hourly_rate', { id: 1, hourly_rate: 1234.5 });
    expect(screen.getByTestId('cell').textContent).toBe(`1${NBSP}234,50${NBSP}zł`);
    cell('rating', { id: 1, rating: 4 });
    expect(screen.getAllByTestId('cell')[1].textContent).toBe('4,0');
  });

  it('show a tri-state yes/no as Tak, Nie or Brak', () => {
    for (const value of [true, false, null]) cell('vat_payer', { id: 1, vat_payer: value });
    expect(screen.getAllByTestId('cell').map((one) => one.textContent)).toEqual(['Tak', 'Nie', 'Brak']);
  });

  it('show a multi-reference as the referenced rows’ texts', async () => {
    cell('materials', { id: 1, materials: [1, 3] });
    await waitFor(() => expect(screen.getByTestId('cell')).toHaveTextContent('Piasek, Kruszywo łamane'));
  });

  it('colour the days until a date: warning under the threshold, error once past, plain otherwise', () => {
    for (const days of [45, 12, -3, null]) cell('days_left', { id: 1, days_left: days });
    const [far, soon, past, none] = screen.getAllByTestId('cell');
    expect(far).toHaveTextContent('45');
    expect(far.querySelector('.MuiChip-root')).toBeNull();
    expect(soon.querySelector('.MuiChip-colorWarning')).toHaveTextContent('12');
    expect(past.querySelector('.MuiChip-colorError')).toHaveTextContent('-3');
    expect(none).toBeEmptyDOMElement();
  });
});

function renderForm(names: string[], record: RaRecord = { id: 1 }) {
  const onSubmit = vi.fn();
  render(
    <Providers>
      <Form record={record} onSubmit={onSubmit}>
        {names.map((name) => (
          <FieldInput key={name} source={name} field={fields[name as keyof typeof fields]} isRequired={name === 'hourly_rate'} />
        ))}
        <button type="submit">Zapisz</button>
      </Form>
    </Providers>,
  );
  const submitted = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    return onSubmit.mock.calls.at(-1)![0] as Record<string, unknown>;
  };
  return { submitted };
}

describe('inputs of the new types', () => {
  it('never give a computed column an input', () => {
    expect(formFields(subcontractors).map(([name]) => name)).not.toContain('days_left');
  });

  it('type money with a Polish comma beside "zł", shown grouped with two decimals on leaving the field', async () => {
    const { submitted } = renderForm(['hourly_rate']);
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input.closest('.MuiInputBase-root')).toHaveTextContent('zł');
    // The required mark.
    expect(input.closest('.MuiFormControl-root')?.querySelector('label')).toHaveTextContent('*');
    await userEvent.type(input, '1234,5');
    await userEvent.tab();
    expect(input).toHaveValue(`1${NBSP}234,50`);
    expect((await submitted()).hourly_rate).toBe(1234.5);
  });

  it('give a tri-state yes/no Tak / Nie / Brak, a new record starting at Brak (null)', async () => {
    const { submitted } = renderForm(['vat_payer']);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Tak', 'Nie', 'Brak']);
    expect(screen.getByRole('radio', { name: 'Brak' })).toBeChecked();
    // Left at Brak: nothing chosen, which the provider sends as null (writePayload).
    expect((await submitted()).vat_payer ?? null).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Nie' }));
    expect((await submitted()).vat_payer).toBe(false);
  });

  it('choose several references as chips, kept as ascending ids', async () => {
    const { submitted } = renderForm(['materials'], { id: 1, materials: [3] });
    const combobox = screen.getByRole('combobox');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kruszywo łamane' })).toBeInTheDocument());
    await userEvent.click(combobox);
    await userEvent.click(await screen.findByRole('option', { name: 'Piasek' }, { timeout: 10_000 }));
    const chips = document.querySelectorAll('.MuiChip-root');
    expect(Array.from(chips).map((chip) => chip.textContent)).toEqual(['Kruszywo łamane', 'Piasek']);
    expect((await submitted()).materials).toEqual([1, 3]);
    await userEvent.click(within(chips[0] as HTMLElement).getByTestId('CancelIcon'));
    expect((await submitted()).materials).toEqual([1]);
  });
});
