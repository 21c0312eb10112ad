import { http, HttpResponse } from 'msw';
import { readBody, textField } from '../http/body.ts';
import { fileResponse } from '../http/files.ts';
import { say } from '../http/messages/index.ts';
import { detailError, fieldError, notFound } from '../http/refusal.ts';
import { refundsPdf, bankFile } from '../payouts/internalFiles.ts';
import { applyBankAnswer } from '../payouts/processing.ts';
import { findVisible } from '../payouts/select.ts';
import { demoNow } from '../store/index.ts';
import type { DemoUser } from '../store/seed/access.ts';
import { fileLink } from '../http/route.ts';
import { byLink, pathId, signedIn } from './payouts.ts';

/**
 * The internal payout forms (their calls are this team's assumption; see docs/decisions.md):
 * provider staff only, on payrolls the bank has or will have answered.
 */

const BANK_FORMATS = ['pe_bcp', 'pe_bbva', 'pe_interbank', 'pe_scotiabank', 'pe_banbif', 'pe_pichincha', 'cl_transfer_30', 'cl_supplier_payment'];
const isStaff = (user: DemoUser) => user.profile_names.includes('ALPSADMIN');

export const payoutsInternalHandlers = [
  http.post(
    '*/v1/payroll/regenerate_bank_file',
    signedIn(async ({ request, user, language }) => {
      if (!isStaff(user)) return detailError(request, 403, 'notPermitted');
      const body = await readBody(request);
      if (body instanceof Response) return body;
      const format = textField(body, 'bank_format');
      if (!BANK_FORMATS.includes(format)) fieldError(request, 'bank_format', 'fieldRequired');
      const record = findVisible(request, user, pathId(textField(body, 'uploaded_file_id')));
      if (![5, 7, 8].includes(record.status_id)) return detailError(request, 400, 'notApprovedYet', { id: String(record.id) });
      return HttpResponse.json({
        url: fileLink(request, user, `/v1/payroll_files/${record.id}/bank-${format}.txt`),
        text: say(language, 'bankFileReady', { id: String(record.id) }),
      });
    }),
  ),

  http.get(
    '*/v1/payroll_files/:id/bank-:format',
    byLink(({ request, params, user }) => {
      const format = String(params.format).replace(/\.txt$/, '');
      if (!isStaff(user) || !BANK_FORMATS.includes(format)) return notFound(request);
      return fileResponse(bankFile(findVisible(request, user, pathId(params.id)), format));
    }),
  ),

  http.post(
    '*/v1/payroll/manual_approval',
    signedIn(async ({ request, user, language }) => {
      if (!isStaff(user)) return detailError(request, 403, 'notPermitted');
      const body = await readBody(request);
      if (body instanceof Response) return body;
      const record = findVisible(request, user, pathId(textField(body, 'uploaded_file_id')));
      const entirely = textField(body, 'rejected_entirely') === 'true';
      const some = textField(body, 'has_rejections') === 'true';
      const outcome = applyBankAnswer(record, demoNow().getTime(), entirely ? 'all' : some ? 'some' : 'none', user);
      if (!outcome.ok) return detailError(request, 400, 'notApprovedYet', { id: String(record.id) });
      return HttpResponse.json({ text: say(language, entirely ? 'bankAnswerRejected' : 'bankAnswerPaid', { id: String(record.id) }) });
    }),
  ),

  http.get(
    '*/v1/pdf_refunds/',
    signedIn(({ request, url, user, language }) => {
      const record = findVisible(request, user, pathId(url.searchParams.get('uploaded_file_id')));
      if (![7, 8].includes(record.status_id)) return detailError(request, 400, 'noBankAnswerYet', { id: String(record.id) });
      return HttpResponse.json({ url: fileLink(request, user, `/v1/pdf_refunds/${record.id}.pdf`), text: say(language, 'voucherReady', { id: String(record.id) }) });
    }),
  ),

  http.get(
    '*/v1/pdf_refunds/:file',
    byLink(async ({ request, params, user }) => {
      const id = /^(\d+)\.pdf$/.exec(String(params.file))?.[1];
      return fileResponse(await refundsPdf(findVisible(request, user, pathId(id))));
    }),
  ),
];
