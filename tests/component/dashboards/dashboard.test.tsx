import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DashboardNotices } from '@app/dashboards/dashboard/DashboardNotices';
import { DashboardPage } from '@app/dashboards/dashboard/DashboardPage';
import { TodayCards } from '@app/dashboards/dashboard/TodayCards';
import { demoServer } from '../../support/demoServer';
import { renderView, useLanguage } from '../../support/render';
import { signInAs } from '../../unit/demo-api/payoutsSupport';

const NAMESPACES = ['dashboard', 'filters', 'shell'];
const RATES = { lastUpdate: '2026-11-21T12:00:00Z', rates: { CLP: { EUR: 0.001 }, USD: { EUR: 0.9 } } };

describe('today cards', () => {
  it('list every currency, zero where the answer has none, and convert each with its own EUR rate', async () => {
    await useLanguage('en', NAMESPACES);
    const props = { currencies: ['CLP', 'USD', 'PEN'], balance: [], topups: [], rates: RATES, payouts: [{ code: 'CLP', total: 2_000_000 }, { code: 'USD', total: 100 }] };
    const { rerender } = renderView(<TodayCards {...props} toEur={false} />);
    const payouts = screen.getByRole('region', { name: "Today's successful payouts" });
    expect(within(payouts).getAllByText(/\d/).map((line) => line.textContent)).toEqual(['CLP 2.000.000,00', 'USD 100,00', 'PEN 0,00']);
    expect(within(screen.getByRole('region', { name: "Today's balance" })).getAllByText(/\d/).map((l) => l.textContent)).toEqual([
      'CLP 0,00',
      'USD 0,00',
      'PEN 0,00',
    ]);
    rerender(<TodayCards {...props} toEur />);
    // PEN has no rate: 1 (spec 01 section 9).
    expect(within(payouts).getAllByText(/\d/).map((line) => line.textContent)).toEqual(['EUR 2.000,00', 'EUR 90,00', 'EUR 0,00']);
  });

  it('shorten amounts of 9 or more digits', async () => {
    await useLanguage('es', NAMESPACES);
    renderView(<TodayCards currencies={['CLP']} balance={[{ code: 'CLP', total: 123_456_789 }]} payouts={[]} topups={[]} rates={null} toEur={false} />);
    expect(screen.getByRole('region', { name: 'Saldo de hoy' })).toHaveTextContent('CLP 123,46 M');
  });
});

describe('dashboard notices', () => {
  it('show the notices the app settings switch on, in order, and ignore unknown names', async () => {
    await useLanguage('en', NAMESPACES);
    renderView(<DashboardNotices enabled={['powerOutage', 'somethingElse', 'dataLimit']} maxDays={90} />);
    const notes = screen.getAllByRole('note');
    expect(notes.map((note) => note.textContent)).toEqual([
      expect.stringContaining('Dashboard data limit'),
      expect.stringContaining('Power outage'),
    ]);
    expect(notes[0]).toHaveTextContent('the last 90 days');
    expect(screen.queryByText('We are moving to HTTPS')).toBeNull();
  });

  it('show nothing when none is on', async () => {
    await useLanguage('en', NAMESPACES);
    renderView(<DashboardNotices enabled={[]} maxDays={120} />);
    expect(screen.queryAllByRole('note')).toHaveLength(0);
    expect(screen.queryByText('Dashboard data limit')).toBeNull();
  });
});

describe('the dashboard page', () => {
  it('says so when an answer is malformed, and loads on Try again', async () => {
    await useLanguage('es', NAMESPACES);
    await signInAs('carga');
    demoServer.use(http.get('*/v1/dashboard/summary', () => HttpResponse.json({ payouts: { today: 'none' } }), { once: true }));
    renderView(<DashboardPage />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('No se pudieron cargar las métricas');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Resumen de pagos masivos' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Actualizar todas las métricas' })).toBeEnabled();
  });
});
