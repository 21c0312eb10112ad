import type { Texts } from '../language.ts';

/** Company balances: the rules add, edit and delete enforce, answers, types and export columns. */
export const balancesTexts = {
  bankMissing: {
    en: 'Balance management is disabled for this merchant: {company}',
    es: 'La gestión de saldos está deshabilitada para este comercio: {company}',
  },
  notCurrentMonth: {
    en: 'Only balances deposited in the current month can be changed.',
    es: 'Solo se pueden modificar los saldos depositados en el mes en curso.',
  },
  dateOutOfMonth: {
    en: 'The deposit date must be in the current month, up to today.',
    es: 'La fecha de depósito debe estar en el mes en curso, hasta hoy.',
  },
  currencyNotOffered: { en: 'The merchant\'s country does not offer {currency}.', es: 'El país del comercio no ofrece {currency}.' },
  currencyToInvalid: {
    en: 'The destination currency must be USD or differ from the source currency.',
    es: 'La moneda de destino debe ser USD o distinta de la moneda de origen.',
  },
  sameMerchant: { en: 'The destination merchant must differ from the source.', es: 'El comercio de destino debe ser distinto del de origen.' },
  amountSign: { en: 'The amount of a {type} must be {sign}.', es: 'El monto de un {type} debe ser {sign}.' },
  negative: { en: 'negative', es: 'negativo' },
  positive: { en: 'positive', es: 'positivo' },
  tooManyFiles: { en: 'At most {max} files can be attached.', es: 'Se pueden adjuntar como máximo {max} archivos.' },
  fileTooLarge: { en: 'File is too large', es: 'El archivo es demasiado grande' },
  fileInvalidType: { en: 'File of invalid type', es: 'Archivo de tipo inválido' },
  tooManyDecimals: {
    en: 'Ensure that there are no more than {max} decimal places.',
    es: 'Asegúrese de que no haya más de {max} decimales.',
  },
  amountOutOfRange: {
    en: 'Ensure the amount, without its sign, is no more than {max}.',
    es: 'Asegúrese de que el monto, sin su signo, no sea mayor que {max}.',
  },
  fileNameTooLong: {
    en: 'Ensure this filename has at most {max} characters (it has {length}).',
    es: 'Asegúrese de que el nombre de archivo tenga como máximo {max} caracteres (tiene {length}).',
  },
  fileContentMismatch: {
    en: 'The content of {name} is not a {kind} file.',
    es: 'El contenido de {name} no es un archivo {kind}.',
  },
  filesRequired: { en: 'All fields are required', es: 'Todos los campos son obligatorios' },
  unknownFile: { en: 'Unknown file: {name}', es: 'Archivo desconocido: {name}' },
  added: { en: 'Balance added successfully', es: 'Saldo agregado correctamente' },
  updated: { en: 'Balance update successfully', es: 'Saldo actualizado correctamente' },
  deleted: { en: 'Balance deleted successfully', es: 'Movimiento de saldo eliminado correctamente' },
  type_outbound_settlement: { en: 'outbound settlement', es: 'liquidación saliente' },
  type_top_up: { en: 'top up', es: 'recarga' },
  type_positive_adjustment: { en: 'positive adjustment', es: 'ajuste positivo' },
  type_negative_adjustment: { en: 'negative adjustment', es: 'ajuste negativo' },
  type_balance_top_up: { en: 'balance top up', es: 'traspaso de saldo' },
  colAvailable: { en: 'Available amount', es: 'Monto disponible' },
  colVersion: { en: 'Balance version', es: 'Versión del saldo' },
  colDate: { en: 'Deposit date', es: 'Fecha de depósito' },
  colType: { en: 'Type', es: 'Tipo' },
  colDocument: { en: 'Document number', es: 'Número de documento' },
  colBill: { en: 'Bill number', es: 'Número de cuenta' },
} as const satisfies Texts;
