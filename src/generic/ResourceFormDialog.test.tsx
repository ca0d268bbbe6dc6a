// @vitest-environment jsdom
import '../test/domSetup';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { fakeBackend, renderApp } from '../test/renderApp';

describe('record dialog', () => {
  it('shows a server rule’s message (400 {errors: {field: [message]}}) under its field, the dialog staying open', async () => {
    const backend = fakeBackend();
    const message = 'Numer boczny jest już zajęty na tej budowie.';
    vi.spyOn(backend.dataProvider, 'create').mockRejectedValue(
      new HttpError('Nieprawidłowe dane.', 400, { detail: 'Nieprawidłowe dane.', errors: { fleet_number: [message] } }),
    );
    renderApp('/vehicles', { site: 1, backend });
    await screen.findByText('WPL 12345');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj maszynę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj maszynę' });
    await userEvent.type(within(dialog).getByLabelText('Numer boczny', { exact: false }), '12');
    await userEvent.type(within(dialog).getByLabelText('Numer rejestracyjny', { exact: false }), 'WGR 77001');
    await userEvent.type(within(dialog).getByLabelText('Model pojazdu', { exact: false }), 'Liebherr');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Typ pojazdu/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cysterna' }));
    await userEvent.type(within(dialog).getByLabelText('Pojemność zbiornika (l)', { exact: false }), '300');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj maszynę' }));
    const fleetNumber = within(dialog).getByLabelText('Numer boczny', { exact: false });
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(fleetNumber).toHaveAttribute('aria-invalid', 'true');
    expect(fleetNumber.closest('.MuiFormControl-root')).toHaveTextContent(message);
  });
});
