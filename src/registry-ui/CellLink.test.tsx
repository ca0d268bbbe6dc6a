// @vitest-environment jsdom
import '../test/domSetup';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CellLink } from './CellLink';

const renderLink = () =>
  render(
    <MemoryRouter initialEntries={['/rides']}>
      <Routes>
        <Route path="/rides" element={<CellLink to="/map/vehicleHistory/7">Pokaż na mapie</CellLink>} />
        <Route path="/map/vehicleHistory/7" element={<p>Mapa przejazdu</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('CellLink', () => {
  it('is a link to its path with MUI Link’s classes', () => {
    renderLink();
    const link = screen.getByRole('link', { name: 'Pokaż na mapie' });
    expect(link).toHaveAttribute('href', '/map/vehicleHistory/7');
    expect(link).toHaveClass('MuiLink-root', 'MuiLink-underlineAlways', 'MuiTypography-inherit');
  });

  it('is named by its label when it has one', () => {
    render(
      <MemoryRouter>
        <CellLink to="/work-day/3" label="Jan Kowalski">
          Jan
        </CellLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Jan Kowalski' })).toHaveAttribute('href', '/work-day/3');
  });

  it('navigates in the app on a plain click', () => {
    renderLink();
    const prevented = !fireEvent.click(screen.getByRole('link', { name: 'Pokaż na mapie' }));
    expect(prevented).toBe(true);
    expect(screen.getByText('Mapa przejazdu')).toBeInTheDocument();
  });

  it('leaves a click with a modifier key or another button to the browser (new tab, window)', () => {
    renderLink();
    const link = screen.getByRole('link', { name: 'Pokaż na mapie' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(fireEvent.click(link, init)).toBe(true);
    }
    expect(screen.queryByText('Mapa przejazdu')).not.toBeInTheDocument();
  });
});
