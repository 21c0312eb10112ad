import type { Texts } from '../language.ts';

/** The payouts area: payroll actions, uploads, details, line errors, downloads, internal forms. */
export const payoutsTexts = {
  // Django REST framework's own texts
  invalidPk: { en: 'Invalid pk "{pk}" - object does not exist.', es: 'Clave primaria "{pk}" inválida - objeto no existe.' },
  noFile: { en: 'No file was submitted.', es: 'No se envió ningún archivo.' },

  // Payroll actions
  cannotApprove: {
    en: 'The payroll cannot be approved in its current status.',
    es: 'La nómina no se puede aprobar en su estado actual.',
  },
  cannotReject: {
    en: 'The payroll cannot be rejected in its current status.',
    es: 'La nómina no se puede rechazar en su estado actual.',
  },
  cannotDelete: {
    en: 'The payroll cannot be deleted in its current status.',
    es: 'La nómina no se puede eliminar en su estado actual.',
  },
  reportTooLarge: {
    en: 'A report holds at most 300,000 records; narrow the filters.',
    es: 'Un reporte admite como máximo 300.000 registros; acote los filtros.',
  },
  reasonRequired: { en: 'You must indicate the reason for the rejection', es: 'Debe indicar el motivo del rechazo' },
  // Four-eyes (issue 24): in the catalogue's style, a 403 with a detail.
  ownPayroll: { en: 'You cannot approve or reject a payroll you uploaded', es: 'No puede aprobar ni rechazar una nómina que usted cargó' },
  signedBefore: { en: 'You already signed this payroll at another level', es: 'Usted ya firmó esta nómina en otro nivel' },
  reasonTooLong: {
    en: 'The reason for the rejection can have at most {max} characters',
    es: 'El motivo del rechazo puede tener como máximo {max} caracteres',
  },
  approvedFirst: {
    en: 'Payroll {id} approved. It now waits for the second approver.',
    es: 'Nómina {id} aprobada. Ahora espera al segundo aprobador.',
  },
  approvedLast: {
    en: 'Payroll {id} approved. It will be sent to the bank.',
    es: 'Nómina {id} aprobada. Será enviada al banco.',
  },
  rejectedDone: { en: 'Payroll {id} rejected.', es: 'Nómina {id} rechazada.' },
  deletedDone: { en: 'Payroll {id} deleted.', es: 'Nómina {id} eliminada.' },
  // The failure a test asks for (POST /__demo/payroll-action-failures): the payroll is unchanged.
  actionFailedNow: {
    en: 'The payroll could not be changed just now. Try again.',
    es: 'No se pudo cambiar la nómina en este momento. Inténtelo de nuevo.',
  },

  // Bulk payroll actions (issue 25); the list texts are Django REST framework's own.
  bulkTooMany: {
    en: 'At most {max} payrolls can be changed at once, and {count} match. Narrow the filters or the selection.',
    es: 'Se pueden cambiar como máximo {max} nóminas a la vez, y coinciden {count}. Acote los filtros o la selección.',
  },
  bulkIdsOrAll: {
    en: 'Send either "ids", or "all_matching": true with "exclude".',
    es: 'Envíe "ids", o bien "all_matching": true con "exclude".',
  },
  emptyList: { en: 'This list may not be empty.', es: 'Esta lista no puede estar vacía.' },
  notAString: { en: 'Not a valid string.', es: 'No es una cadena válida.' },

  // Upload
  provideCompany: { en: 'Please, provide a company', es: 'Por favor, indique una empresa' },
  fileType: {
    en: 'File of invalid type. Only .csv, .xls or .xlsx files are accepted.',
    es: 'Tipo de archivo no válido. Solo se aceptan archivos .csv, .xls o .xlsx.',
  },
  fileTooLargeMb: { en: 'File is too large (maximum {max} MB).', es: 'El archivo es demasiado grande (máximo {max} MB).' },

  downloadNotReady: {
    en: 'The payroll is being processed; its files are not ready yet.',
    es: 'La nómina se está procesando; sus archivos aún no están listos.',
  },

  // Payroll detail texts, by status
  detailUploaded: { en: 'File uploaded', es: 'Archivo cargado' },
  detailProcessing: { en: 'Processing the file', es: 'Procesando el archivo' },
  detailUploadFailed: { en: 'Upload failed: the file could not be read', es: 'Carga fallida: no se pudo leer el archivo' },
  detailInvalidHeader: { en: 'Invalid header', es: 'Encabezado inválido' },
  detailNoLines: { en: 'The file has no payment lines', es: 'El archivo no tiene líneas de pago' },
  detailInvalidLines: { en: '{count} invalid lines', es: '{count} líneas inválidas' },
  detailWaiting: { en: 'Waiting for approver {level}', es: 'Esperando al aprobador {level}' },
  detailApproved: { en: 'Approved, sent to the bank', es: 'Aprobada, enviada al banco' },
  detailPaid: { en: 'Paid by the bank', es: 'Pagada por el banco' },
  detailPartlyPaid: {
    en: 'Paid by the bank; {count} payments rejected',
    es: 'Pagada por el banco; {count} pagos rechazados',
  },
  detailBankRejected: { en: 'Rejected by the bank: {reason}', es: 'Rechazada por el banco: {reason}' },
  detailByApi: { en: 'Uploaded through the API', es: 'Cargada mediante la API' },
  // No payroll waits forever (issue 24): the expired payroll's detail and the ledger's reasons.
  detailExpired: { en: 'Expired without approval', es: 'Vencida sin aprobación' },
  reasonBlocked: { en: 'No active approver {level} can sign it', es: 'Ningún aprobador {level} activo puede firmarla' },
  reasonUnblocked: { en: 'An active approver can sign it again', es: 'Un aprobador activo puede firmarla de nuevo' },
  reasonOverdue: { en: 'Waiting for approver {level} longer than allowed', es: 'Espera al aprobador {level} más de lo permitido' },

  // Approval delegations (issue 24)
  delegateOnlyApprovers: { en: 'Only an approver can delegate their level', es: 'Solo un aprobador puede delegar su nivel' },
  delegateNotCandidate: { en: 'Choose an active user of your companies', es: 'Elija un usuario activo de sus empresas' },
  delegateEndsBeforeStart: { en: 'The end date cannot be before the start date', es: 'La fecha de término no puede ser anterior a la de inicio' },
  delegateStartsInPast: { en: 'The start date cannot be before today', es: 'La fecha de inicio no puede ser anterior a hoy' },
  delegateOverlaps: {
    en: 'You already delegated your level for some of these days',
    es: 'Usted ya delegó su nivel para algunos de estos días',
  },

  // Transaction texts
  transfer1: { en: 'In process', es: 'En proceso' },
  transfer2: { en: 'Approved', es: 'Aprobada' },
  transfer3: { en: 'Rejected', es: 'Rechazada' },
  transfer4: { en: 'Rejected by bank', es: 'Rechazada por el banco' },
  transfer5: { en: 'Approved by bank', es: 'Aprobada por el banco' },
  paid: { en: 'Paid', es: 'Pagado' },

  // Line errors (error_<field>)
  lineRequired: { en: 'Required', es: 'Obligatorio' },
  lineTooLong: { en: 'At most {max} characters', es: 'Máximo {max} caracteres' },
  lineCode: { en: 'Letters, digits, - _ / only', es: 'Solo letras, dígitos, - _ /' },
  lineAccount: { en: 'Account number: 4 to 20 digits', es: 'Número de cuenta: 4 a 20 dígitos' },
  lineClabe: { en: 'A CLABE has 18 digits', es: 'Una CLABE tiene 18 dígitos' },
  lineAccountType: { en: 'Unknown account type (use: {allowed})', es: 'Tipo de cuenta desconocido (use: {allowed})' },
  lineBank: { en: 'Unknown bank', es: 'Banco desconocido' },
  lineRut: { en: 'Invalid RUT', es: 'RUT inválido' },
  lineDni: { en: 'Invalid DNI/RUC', es: 'DNI/RUC inválido' },
  lineRfc: { en: 'Invalid RFC', es: 'RFC inválido' },
  lineName: { en: 'Name: 3 to 100 characters', es: 'Nombre: 3 a 100 caracteres' },
  lineAmount: { en: 'Invalid amount', es: 'Monto inválido' },
  lineAmountPositive: { en: 'The amount must be greater than zero', es: 'El monto debe ser mayor que cero' },
  lineAmountMax: { en: 'The amount exceeds {max}', es: 'El monto supera {max}' },
  lineAmountWhole: { en: '{currency} amounts have no decimals', es: 'Los montos en {currency} no llevan decimales' },
  lineCurrency: { en: 'Currency not allowed (use: {allowed})', es: 'Moneda no permitida (use: {allowed})' },
  lineEmail: { en: 'Invalid e-mail', es: 'Correo electrónico inválido' },

  // Download headers
  colLine: { en: 'Line', es: 'Línea' },
  colErrors: { en: 'Errors', es: 'Errores' },
  colTransaction: { en: 'Transaction', es: 'Transacción' },
  colPayroll: { en: 'Payroll', es: 'Nómina' },
  colHolderId: { en: 'Holder ID', es: 'ID titular' },
  colName: { en: 'Name', es: 'Nombre' },
  colAccountType: { en: 'Account type', es: 'Tipo de cuenta' },
  colAccount: { en: 'Destination account', es: 'Cuenta destino' },
  colCreditNote: { en: 'Credit note', es: 'Nota de crédito' },
  colCreated: { en: 'Created', es: 'Creada' },
  colBankStatus: { en: 'Bank status', es: 'Estado abono' },
  colBankReason: { en: 'Bank reason', es: 'Motivo' },
  colBankDate: { en: 'Bank date', es: 'Fecha abono' },
  colUploadedCount: { en: 'Uploaded', es: 'Cargadas' },
  colUploadedAmount: { en: 'Uploaded amount', es: 'Monto cargado' },
  colPaidCount: { en: 'Paid', es: 'Pagadas' },
  colPaidAmount: { en: 'Paid amount', es: 'Monto pagado' },
  colRejectedCount: { en: 'Rejected by bank', es: 'Rechazadas por el banco' },
  colRejectedAmount: { en: 'Rejected amount', es: 'Monto rechazado' },
  colUsd: { en: '{column} (USD)', es: '{column} (USD)' },

  // Internal payout forms
  notApprovedYet: { en: 'Payroll {id} is not approved.', es: 'La nómina {id} no está aprobada.' },
  noBankAnswerYet: { en: 'The bank has not answered payroll {id} yet.', es: 'El banco aún no responde la nómina {id}.' },
  bankFileReady: { en: 'The bank file of payroll {id} is ready.', es: 'El archivo bancario de la nómina {id} está listo.' },
  bankAnswerPaid: { en: 'Payroll {id} recorded as paid by the bank.', es: 'Nómina {id} registrada como pagada por el banco.' },
  bankAnswerRejected: { en: 'Payroll {id} recorded as rejected by the bank.', es: 'Nómina {id} registrada como rechazada por el banco.' },
  voucherReady: { en: 'The refunds voucher of payroll {id} is ready.', es: 'El comprobante de devoluciones de la nómina {id} está listo.' },
} as const satisfies Texts;
