/**
 * The per-line validation is the shared rules' (rules/payrollFile/validateLine.ts), the same in
 * the browser's preview; this re-export keeps the tests' import of it from here.
 */
export { validateLine } from '../../rules/payrollFile/validateLine.ts';
