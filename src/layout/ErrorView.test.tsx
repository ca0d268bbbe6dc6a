// @vitest-environment jsdom
import '../test/domSetup';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContextProvider, TestMemoryRouter } from 'ra-core';
import { i18nProvider } from '../i18n/i18nProvider';
import { ErrorView } from './ErrorView';

describe('ErrorView', () => {
  it('says "Something went wrong!" and toggles the error with Show Error / Hide Error', async () => {
    render(
      <TestMemoryRouter>
        <I18nContextProvider value={i18nProvider}>
          <ErrorView error={new Error('Boom: brak danych')} resetErrorBoundary={vi.fn()} />
        </I18nContextProvider>
      </TestMemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong!' })).toBeInTheDocument();
    expect(screen.queryByText('Boom: brak danych')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Error' }));
    expect(screen.getByText('Boom: brak danych')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide Error' }));
    expect(screen.queryByText('Boom: brak danych')).not.toBeInTheDocument();
  });
});
