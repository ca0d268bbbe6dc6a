// @vitest-environment jsdom
/** The dialogs' date inputs typed from the keyboard: what a day the calendar has not is told. */
import '../../test/domSetup';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/renderApp';

async function openNewSite() {
  const { backend } = renderApp('/sites');
  const create = vi.spyOn(backend.dataProvider, 'create');
  await userEvent.click(await screen.findByRole('button', { name: 'Dodaj budowę' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Dodaj budowę' }, { timeout: 10_000 });
  await userEvent.type(within(dialog).getByLabelText('Nazwa', { exact: false }), 'S7 Grójec');
  await userEvent.type(within(dialog).getByLabelText('Długość', { exact: false }), '12,5');
  const typeDay = async (typed: string) => {
    await userEvent.click(await within(dialog).findByRole('spinbutton', { name: 'Dzień' }, { timeout: 10_000 }));
    await userEvent.keyboard(typed.replaceAll('.', ''));
  };
  const submit = () => userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj budowę' }));
  return { create, dialog, typeDay, submit };
}

describe('the day input', () => {
  it('says "Nie ma takiej daty." of 31.02.2026 and sends nothing', async () => {
    const { create, dialog, typeDay, submit } = await openNewSite();
    await typeDay('31.02.2026');
    await submit();
    expect(await within(dialog).findByText('Nie ma takiej daty.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(dialog).queryByText('Podaj pełną datę (dd.mm.rrrr).')).toBeNull();
    expect(create).not.toHaveBeenCalled();
  });

  it('still asks for a whole date when one was typed only in part', async () => {
    const { create, dialog, typeDay, submit } = await openNewSite();
    await typeDay('24.11');
    await submit();
    expect(await within(dialog).findByText('Podaj pełną datę (dd.mm.rrrr).', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});
