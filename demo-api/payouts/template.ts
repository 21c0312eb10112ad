import type { RawLine } from '../../rules/payrollFile/template.ts';
import type { CountryCode } from './reference.ts';

/**
 * The payroll file format (columns, header matching) is the shared rules' (rules/payrollFile/template.ts),
 * the same in the browser's preview; here only the server's example lines. The re-exports keep
 * the tests' and the end-to-end helpers' imports of this module as they were.
 */
export { TEMPLATE_COLUMNS, templateHeader, type RawLine } from '../../rules/payrollFile/template.ts';

/** Three valid lines per country: a template uploaded unchanged is a valid payroll. */
export const EXAMPLE_LINES: Record<CountryCode, readonly RawLine[]> = {
  CL: [
    { order_id: 'OC-1001', credit_note: 'NC-501', account_id: '00123456789', account_type: 'Cuenta Corriente', bank_name: 'Banco de Chile', vat_id: '12.345.678-5', name: 'Juan Pérez Soto', amount: '150000', currency_code: 'CLP', email: 'juan.perez@correo.example', subject: 'Devolución compra' },
    { order_id: 'OC-1002', credit_note: '', account_id: '987654321', account_type: 'CuentaRUT', bank_name: 'BancoEstado', vat_id: '9.876.543-3', name: 'María José Contreras', amount: '89990', currency_code: 'CLP', email: 'mjcontreras@correo.example', subject: 'Reembolso' },
    { order_id: 'OC-1003', credit_note: 'NC-502', account_id: '70012345', account_type: 'Cuenta Vista', bank_name: 'Banco Santander', vat_id: '15.234.567-4', name: 'Pedro Araya Fuentes', amount: '1250.50', currency_code: 'USD', email: '', subject: 'Pago proveedor' },
  ],
  PE: [
    { order_id: 'OC-2001', credit_note: 'NC-801', account_id: '19112345678012', account_type: 'Ahorros', bank_name: 'BCP', vat_id: '45678912', name: 'Rosa Quispe Mamani', amount: '350.00', currency_code: 'PEN', email: 'rosa.quispe@correo.example', subject: 'Devolución' },
    { order_id: 'OC-2002', credit_note: '', account_id: '2003004005006', account_type: 'Corriente', bank_name: 'Interbank', vat_id: '20123456789', name: 'Comercial Huamán SAC', amount: '1200.75', currency_code: 'PEN', email: '', subject: 'Pago proveedor' },
    { order_id: 'OC-2003', credit_note: 'NC-802', account_id: '0011012345678901', account_type: 'Ahorros', bank_name: 'BBVA Perú', vat_id: '70123456', name: 'Luis Flores Chávez', amount: '95.5', currency_code: 'USD', email: 'lflores@correo.example', subject: 'Reembolso' },
  ],
  MX: [
    { order_id: 'OC-3001', credit_note: '', account_id: '012180001234567891', account_type: 'CLABE', bank_name: 'BBVA México', vat_id: 'HEGJ850101AB1', name: 'José Luis Hernández García', amount: '2500.00', currency_code: 'MXN', email: 'jlhernandez@correo.example', subject: 'Devolución' },
    { order_id: 'OC-3002', credit_note: 'NC-901', account_id: '072180012345678902', account_type: 'CLABE', bank_name: 'Banorte', vat_id: 'LOMA900215XY2', name: 'Alejandra López Martínez', amount: '780.40', currency_code: 'MXN', email: '', subject: 'Reembolso' },
    { order_id: 'OC-3003', credit_note: '', account_id: '4152313412345678', account_type: 'Débito', bank_name: 'Banamex', vat_id: 'CRUR781130QW3', name: 'Ricardo Cruz Reyes', amount: '120', currency_code: 'USD', email: 'rcruz@correo.example', subject: 'Pago proveedor' },
  ],
};
