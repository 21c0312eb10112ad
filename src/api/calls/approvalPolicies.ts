import type { WriteOptions } from '../client';
import * as api from '../contract/approvalPolicies';
import { callTo } from './endpointCall';

/** GET /v1/approval_policies/ (ADMIN and MANAGER only); `signal` cancels it. */
export const listApprovalPolicies = (signal?: AbortSignal) => callTo(api.approvalPolicies, { alsoAbortOn: signal });

/** PUT /v1/approval_policies/{company_id}/second_factor (the company's admin only, issue 26). */
export const setApproverSecondFactor = (companyId: number, required: boolean, write: WriteOptions = {}) =>
  callTo(api.approverSecondFactor, { ...write, params: { company_id: companyId }, body: { required_for_approvers: required } });
