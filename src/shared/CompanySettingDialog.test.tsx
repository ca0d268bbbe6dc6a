// @vitest-environment jsdom
/**
 * A company setting's dialog (here the night, on "Czas pracy", on the fake backend): a value the
 * server would refuse is refused under its field before anything is sent; a saved one closes the
 * dialog, says so and the page shows it.
 */
import '../test/domSetup';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { nightHoursMessages } from '../domain/workTime/nightHours';
import { renderApp } from '../test/renderApp';

describe('CompanySettingDialog', () => {
  it('refuses a night the server would refuse under its field, saves a good one and closes', async () => {
    renderApp('/working-time');
    fireEvent.click(await screen.findByRole('button', { name: 'Zmień porę nocną' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Pora nocna' });
    const start = within(dialog).getByLabelText('Początek pory nocnej (GG:MM)');

    fireEvent.change(start, { target: { value: '20:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText(nightHoursMessages.start)).toBeInTheDocument();

    fireEvent.change(start, { target: { value: '22:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zapisano porę nocną.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pora nocna' })).toBeNull());
    expect(await screen.findByText('Pora nocna: 22:00–06:00')).toBeInTheDocument();
  }, 60_000);
});
