import * as api from '../contract/approvalPolicies';
import { callTo } from './endpointCall';

/** GET /v1/approval_policies/ (ADMIN and MANAGER only); `signal` cancels it. */
export const listApprovalPolicies = (signal?: AbortSignal) => callTo(api.approvalPolicies, { alsoAbortOn: signal });
