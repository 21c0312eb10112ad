import { waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useLanguage } from '../../support/render';
import { choose, dialog, renderAdd, sentToDemo, textbox } from './support';

/** The add dialog's amount in Spanish: a decimal comma, a dot refused (the rule in docs/decisions.md). */

const HINT = 'Escriba el monto sin puntos de miles; use coma para los decimales.';
const save = () => within(dialog()).getByRole('button', { name: 'Guardar' });

async function fillInSpanish(user: Awaited<ReturnType<typeof renderAdd>>['user'], amount: string) {
  await choose(user, 'Tipo', 'Liquidación saliente');
  await choose(user, 'Comercio', 'Comercial Andes SpA');
  await choose(user, 'Moneda', 'USD');
  await user.type(textbox('Número de documento'), 'DOC-ES-1');
  await user.type(textbox('Monto'), amount);
  await user.type(textbox('Comentario'), 'Transferencia recibida');
}

describe('Add balance in Spanish: the amount', { timeout: 40_000 }, () => {
  beforeAll(() => useLanguage('es', ['settlements', 'filters']));

  it("'1500,50' is sent to the API as the number 1500.50", async () => {
    const sent = sentToDemo();
    const { user } = await renderAdd('admin', 'Agregar movimiento de saldo');
    await fillInSpanish(user, '1500,50');
    expect(textbox('Monto')).toHaveValue('1500,50');
    await user.click(save());
    await waitFor(() => expect(sent).toHaveLength(1));
    // An outbound settlement is sent negative (spec 02 section 5), as the call writes numbers.
    await waitFor(() => expect(sent[0]!.fields).toMatchObject({ document_id: 'DOC-ES-1', amount: '-1500.5' }));
  });

  it("'1.500' shows the hint and sends nothing", async () => {
    const sent = sentToDemo();
    const { user } = await renderAdd('admin', 'Agregar movimiento de saldo');
    await fillInSpanish(user, '1.500');
    expect(textbox('Monto')).toHaveAccessibleDescription(HINT);
    await user.click(save());
    expect(textbox('Monto')).toHaveValue('1.500');
    expect(textbox('Monto')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });
});
