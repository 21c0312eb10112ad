import { BULK_BATCH_MAX } from '../../api/contract/payrollBulk';

/**
 * How a bulk action sends its rows: as many a request as the server takes. An object, not a
 * constant, so a test can send smaller batches and see a run take several requests.
 */
export const bulkSending = { batchSize: BULK_BATCH_MAX };
