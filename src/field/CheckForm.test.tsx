// @vitest-environment jsdom
import '../test/domSetup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckForm, type CheckRecord } from './CheckForm';

const CHECKLIST = {
  vehicle: 7,
  vehicle_type: 'CRAWLER_EXCAVATOR',
  points: [
    { id: 11, label: 'Poziom oleju' },
    { id: 12, label: 'Wycieki hydrauliki' },
  ],
};

const vehicles = [
  { id: 7, label: '12 · WGR 107K · CAT 320' },
  { id: 8, label: '14 · WGR 108K · Volvo FMX' },
];

function answerWith(body: unknown, status = 200) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('the pre-shift check', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('asks for the machine checklist and saves each point, the fault with its note and photo, and the odometer', async () => {
    const fetch = answerWith(CHECKLIST);
    vi.stubGlobal('fetch', fetch);
    const saved: CheckRecord[] = [];
    render(<CheckForm vehicles={vehicles} initialVehicle={7} onSave={async (check) => void saved.push(check)} onBack={() => {}} />);

    const oil = await screen.findByRole('group', { name: 'Poziom oleju' });
    expect(fetch).toHaveBeenCalledWith('/api/field/checklist/?vehicle=7', expect.objectContaining({ method: 'GET' }));
    // Saving before every point is answered is refused on the phone.
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(screen.getByText('Oceń każdy punkt: OK albo Usterka.')).toBeInTheDocument();

    await userEvent.click(oil.querySelector('button[value="ok"]')!);
    const leaks = screen.getByRole('group', { name: 'Wycieki hydrauliki' });
    await userEvent.click(leaks.querySelector('button[value="fault"]')!);
    await userEvent.type(screen.getByLabelText('Opis usterki'), 'Cieknie przewód ramienia');
    const photo = new File(['jpeg'], 'usterka.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Zrób zdjęcie: Wycieki hydrauliki'), photo);
    expect(await screen.findByText('Zdjęcia: 1')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Stan licznika (km)'), '183 402,5');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const [check] = saved;
    expect(check.body).toEqual({
      vehicle: 7,
      performed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      odometer_km: 183402.5,
      points: [
        { point: 11, ok: true },
        { point: 12, ok: false, note: 'Cieknie przewód ramienia' },
      ],
    });
    expect(check.photos).toEqual([{ blob: expect.any(Blob), target: 'points.1.photos' }]);
  });

  it('uses the checklist kept on the phone without signal, and says so when there is none', async () => {
    vi.stubGlobal('fetch', answerWith(CHECKLIST));
    const { unmount } = render(<CheckForm vehicles={vehicles} initialVehicle={7} onSave={async () => {}} onBack={() => {}} />);
    await screen.findByRole('group', { name: 'Poziom oleju' });
    unmount();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render(<CheckForm vehicles={vehicles} initialVehicle={7} onSave={async () => {}} onBack={() => {}} />);
    expect(await screen.findByRole('group', { name: 'Wycieki hydrauliki' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Maszyna'), '8');
    expect(await screen.findByText('Nie udało się pobrać listy kontrolnej tej maszyny. Spróbuj, gdy będzie zasięg.')).toBeInTheDocument();
  });
});
