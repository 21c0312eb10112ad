import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoServer } from '../../support/demoServer';
import { useLanguage } from '../../support/render';
import { dataCells, dataHeaders, listAnswering, loadedRows, openActions, openDownloads, PAYOUT_LIST_NAMESPACES, payrollFixture, renderPayoutList, rowOf, signIn } from './support';

/** The list in Spanish: texts, status labels, amounts as 1.234,56 and dates as dd/MM/yyyy. */

describe('payout list in Spanish', { timeout: 30_000 }, () => {
  beforeAll(() => useLanguage('es', PAYOUT_LIST_NAMESPACES));
  afterAll(() => useLanguage('en'));

  it('shows Spanish texts, amounts and dates', async () => {
    demoServer.use(
      listAnswering([
        payrollFixture({
          id: 501,
          status_id: 7,
          actual_approver_id: null,
          created_at: '2026-03-05T23:30:00Z',
          totals: {
            CLP: { loaded: { count: 12, amount: 1234567.891 }, paid: { count: 11, amount: 1234.56 } },
            USD: { loaded: { count: 1, amount: 99.5 }, paid: { count: 1, amount: 99.5 } },
          },
          has_bank_success: true,
          has_response_bank: true,
        }),
      ], 163),
    );
    await signIn('carga');
    const { user } = renderPayoutList();
    await loadedRows();
    expect(screen.getByRole('heading', { name: 'Lista de nóminas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtrar' })).toBeInTheDocument();
    expect(screen.getByLabelText('Filas por página', { selector: 'input' })).toHaveValue('10');
    expect(screen.getByText('Mostrando 1 de 163 nóminas. Elija 150 filas por página para recorrerlas todas.')).toBeInTheDocument();
    const cells = dataCells(rowOf(501));
    expect(cells.slice(2, 4).map((cell) => cell.textContent)).toEqual(['Aprobada por el banco', 'Waiting for approver 1']);
    const lines = (cell: HTMLElement) => [...cell.querySelectorAll('p')].map((line) => line.textContent);
    expect(lines(cells[4]!)).toEqual(['12 · CLP 1.234.567,89', '1 · USD 99,50']);
    expect(lines(cells[5]!)).toEqual(['11 · CLP 1.234,56', '1 · USD 99,50']);
    expect(cells.slice(6, 8).map((cell) => cell.textContent)).toEqual(['Camila Rojas', '05/03/2026']);
    expect(dataHeaders()).toEqual([
      'ID', 'Archivo', 'Estado', 'Detalle', 'Cargado', 'Pagado', 'Creada por', 'Fecha de creación', 'Comercio', 'Acciones',
    ]);
    expect(await openActions(user, 501, 'Acciones de la nómina 501')).toEqual(['Ver detalle']);
    await user.keyboard('{Escape}');
    expect(await openDownloads(user, 501, 'Descargar archivos de la nómina 501')).toEqual([
      'Archivo original',
      'Resumen',
      'Resumen en USD',
      'Pagadas por el banco',
      'Archivo de respuesta del banco',
    ]);
  });

  it('says so in Spanish when nothing matches', async () => {
    demoServer.use(listAnswering([]));
    await signIn('carga');
    renderPayoutList();
    expect(await screen.findByText('No se encontraron datos para el filtro seleccionado')).toBeInTheDocument();
  });
});
