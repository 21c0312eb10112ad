import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useLanguage } from '../../support/render';
import { PAYROLL_ID, rawTransaction, rawTransactions } from './data';
import { bodyRows, headers, renderDetail, restoreNavigation } from './renderDetail';
import { useVirtualLayout } from '../../support/virtualLayout';

useVirtualLayout();

afterEach(restoreNavigation);
beforeAll(() => useLanguage('es', ['payrollDetail', 'payouts']));

describe('payroll detail in Spanish', () => {
  it('header, totals, columns, statuses, detail rules and amounts', async () => {
    await renderDetail({
      tableName: 'Transacciones',
      transactions: [
        rawTransaction(0, { transfer_status: 5, amount: '1234567.891', responsefrombank: { estado_abono: 'OK', motivo: null, fecha_abono: '2025-03-12' } }),
        rawTransaction(1, { transfer_status: 4, transfer_status_detail: "{'vat_id': 'RUT no coincide'}", responsefrombank: { estado_abono: 'R', motivo: null, fecha_abono: '2025-03-13' } }),
      ],
    });
    expect(screen.getByRole('heading', { name: 'Detalle de nómina' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Nómina ${PAYROLL_ID}` })).toBeInTheDocument();
    const header = screen.getByRole('heading', { name: `Nómina ${PAYROLL_ID}` }).closest('section')!;
    expect(within(header).getByText('Aprobada por el banco')).toBeInTheDocument();
    expect(screen.getByText('Última verificación', { selector: 'dt' })).toBeInTheDocument();

    const totals = screen.getByRole('table', { name: 'Totales por moneda' });
    expect(within(totals).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'MonedaCargadasMonto cargadoPagadasMonto pagado',
      'CLP1.250CLP 98.765.432,101.180CLP 1.234.567,89',
      'USD3USD 300,002USD 200,50',
    ]);

    expect(headers('Transacciones')).toEqual([
      'ID',
      'Nota de crédito',
      'Cuenta de destino',
      'Tipo de cuenta',
      'Banco',
      'Documento del titular',
      'Nombre',
      'Monto',
      'Estado de la transferencia',
      'Detalle',
    ]);
    const [paid, rejected] = bodyRows('Transacciones');
    expect(paid).toHaveTextContent('CLP 1.234.567,89');
    expect(paid).toHaveTextContent('Aprobada por el banco');
    expect(paid).toHaveTextContent('Pagada el 12/03/2025');
    expect(rejected).toHaveTextContent('Rechazada por el banco');
    expect(rejected).toHaveTextContent('Rechazada el 13/03/2025');
    expect(rejected).toHaveTextContent('vat_id: RUT no coincide');

    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toBeInTheDocument();
    expect(screen.getByLabelText('Filas por página')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Columnas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(screen.getByText('1–2 de 2')).toBeInTheDocument();
  });

  it('the notice for a payroll over the limit', async () => {
    await renderDetail({ transactions: rawTransactions(1000), totalItems: 1250, tableName: 'Transacciones' });
    expect(screen.getByRole('status')).toHaveTextContent('Se muestran las primeras 1.000 de 1.250 transacciones.');
  });
});
