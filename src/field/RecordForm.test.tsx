// @vitest-environment jsdom
import '../test/domSetup';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordForm, type FormField, type FormValues } from './RecordForm';

const tankerField = (choices: Array<{ id: number; label: string }>, initial?: number): FormField => ({
  name: 'tanker',
  kind: 'choice',
  label: 'Cysterna',
  choices,
  initial,
  required: true,
});
const litresField: FormField = { name: 'litres', kind: 'number', label: 'Litry', required: true };
const tankers = [
  { id: 4, label: 'WGR 004C' },
  { id: 5, label: 'WGR 005C' },
];

describe('a field record form opened before the catalog arrived', () => {
  it('takes the initial choice when the choices come, and saves it', async () => {
    const saved: FormValues[] = [];
    const props = { title: 'Stan cysterny', onSave: async (values: FormValues) => void saved.push(values), onBack: () => {} };
    const { rerender } = render(<RecordForm {...props} fields={[tankerField([]), litresField]} />);
    expect(screen.getByLabelText(/Cysterna/)).toHaveValue('');

    rerender(<RecordForm {...props} fields={[tankerField(tankers, 5), litresField]} />);
    expect(screen.getByLabelText(/Cysterna/)).toHaveValue('5');
    await userEvent.type(screen.getByLabelText(/Litry/), '212,5');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(saved.map((record) => record.values)).toEqual([{ tanker: 5, litres: 212.5 }]);
  });

  it('keeps what the person chose, even "Wybierz", when the catalog comes again', async () => {
    const props = { title: 'Stan cysterny', onSave: async () => {}, onBack: () => {} };
    const { rerender } = render(<RecordForm {...props} fields={[tankerField(tankers, 5), litresField]} />);
    await userEvent.selectOptions(screen.getByLabelText(/Cysterna/), '4');
    rerender(<RecordForm {...props} fields={[tankerField(tankers, 5), litresField]} />);
    expect(screen.getByLabelText(/Cysterna/)).toHaveValue('4');

    await userEvent.selectOptions(screen.getByLabelText(/Cysterna/), 'Wybierz');
    rerender(<RecordForm {...props} fields={[tankerField(tankers, 5), litresField]} />);
    expect(screen.getByLabelText(/Cysterna/)).toHaveValue('');
  });
});
