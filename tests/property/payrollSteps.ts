import fc from 'fast-check';
import { expect } from 'vitest';
import type { ApprovalPolicy } from '@machines/payouts/approvalPolicy';
import { BANK_MS, PROCESSING_MS } from '@demo-api/payouts/processing';
import { EXAMPLE_LINES, TEMPLATE_COLUMNS, templateHeader } from '@demo-api/payouts/template';
import { demoNow } from '@demo-api/store';
import { businessDayOf } from '@demo-api/store/clock';
import { advanceClock, API, authHeaders, csvPart, getJson, postForm, tokenFor, upload, type DemoUsername, type UploadPart } from '../unit/demo-api/payoutsSupport';

/** A JSON call as the app makes it; only its status matters here. */
async function sendJson(method: 'PUT' | 'POST', path: string, token: string, body: unknown): Promise<number> {
  const response = await fetch(`${API}${path}`, { method, headers: { ...authHeaders(token), 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return response.status;
}

/**
 * What people, the bank and time do to payrolls, as random steps, and how each is done: over
 * HTTP, signed in as that user, exactly as the app or a provider's staff member would.
 */

const ACTORS = ['carga', 'cargaaprobador', 'cargalima', 'aprobador1', 'aprobador2', 'manager', 'admin', 'alpsadmin'] as const satisfies readonly DemoUsername[];
type Actor = (typeof ACTORS)[number];
/** Merchant users an admin may re-profile on /users (their type_of_user__id stays). */
const REPROFILED = ['carga', 'cargaaprobador', 'cargalima', 'aprobador1', 'aprobador2'] as const satisfies readonly Actor[];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Approvers an admin may disable and enable again. */
const TOGGLED = ['aprobador1', 'aprobador2', 'cargaaprobador'] as const satisfies readonly Actor[];
/** Who may delegate a level (the others are refused, which the calls' own tests cover). */
const DELEGATORS = ['aprobador1', 'aprobador2', 'cargaaprobador'] as const satisfies readonly Actor[];

type Step =
  /**
   * For the uploader's own company (cargalima's is 3, everyone else's 1) or the other one:
   * company 1 signs payrolls off at two levels, company 3 at none (the demo's two policies).
   */
  | { kind: 'upload'; by: Actor; company: 'own' | 'other'; file: 'valid' | 'bankRejects' | 'badHeader' }
  /** `target` picks one of the payrolls uploaded so far, counted from the newest (modulo their number). */
  | { kind: 'act'; by: Actor; action: 'approved' | 'reject' | 'delete'; target: number; reason: string }
  /** The bank's answer recorded by hand on the internal form (provider staff). */
  | { kind: 'bank'; target: number; answer: 'all' | 'some' | 'none' }
  /** The demo clock moves: processing ends and the bank answers on their own when due. */
  | { kind: 'clock'; ms: number }
  | { kind: 'profile'; user: (typeof REPROFILED)[number]; level: 'carga' | 'aprobador_1' | 'aprobador_2' }
  /** An admin disables or enables an approver on /users (issue 24: a level nobody can sign is blocked). */
  | { kind: 'active'; user: (typeof TOGGLED)[number]; active: boolean }
  /** An approver hands their level to someone for `days` business days from today (issue 24, "Delegated"). */
  | { kind: 'delegate'; by: (typeof DELEGATORS)[number]; to: Actor; days: number };

/** Counted from the newest payroll: mostly the newest, the one a sequence is busy with. */
const target = fc.oneof({ weight: 2, arbitrary: fc.constant(0) }, fc.nat({ max: 7 }));
// Biased towards people who hold the profile for the step, so that sequences get somewhere;
// everyone else still tries.
const uploader = fc.oneof({ weight: 4, arbitrary: fc.constantFrom('carga' as const, 'cargaaprobador' as const, 'cargalima' as const) }, fc.constantFrom(...ACTORS));
const signer = fc.oneof({ weight: 3, arbitrary: fc.constantFrom('aprobador1' as const, 'aprobador2' as const, 'cargaaprobador' as const) }, fc.constantFrom(...ACTORS));
const action = fc.oneof({ weight: 3, arbitrary: fc.constant('approved' as const) }, fc.constantFrom('reject' as const, 'delete' as const));
const company = fc.oneof({ weight: 4, arbitrary: fc.constant('own' as const) }, fc.constant('other' as const));
const file = fc.oneof({ weight: 3, arbitrary: fc.constant('valid' as const) }, fc.constantFrom('bankRejects' as const, 'badHeader' as const));
const level = fc.constantFrom('carga' as const, 'aprobador_1' as const, 'aprobador_2' as const);

export const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('upload' as const), by: uploader, company, file }) },
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('act' as const), by: signer, action, target, reason: fc.constantFrom('Wrong amounts', '') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('bank' as const), target, answer: fc.constantFrom('all' as const, 'some' as const, 'none' as const) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('clock' as const), ms: fc.constantFrom(1_000, PROCESSING_MS, BANK_MS) }) },
  // Hours to days: levels turn overdue (24 h) and expire (7 days), settled on the next request.
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clock' as const), ms: fc.constantFrom(6 * HOUR, 25 * HOUR, 3 * DAY, 8 * DAY) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('profile' as const), user: fc.constantFrom(...REPROFILED), level }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('active' as const), user: fc.constantFrom(...TOGGLED), active: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delegate' as const), by: fc.constantFrom(...DELEGATORS), to: fc.constantFrom(...ACTORS), days: fc.nat({ max: 3 }) }) },
);

const policyLevel = fc.record({
  approver_type: fc.constantFrom(1, 2),
  // Every payroll, none of the small test files, or each currency's own amount.
  above: fc.constantFrom<Record<string, number>>({}, { CLP: 1_000_000_000, PEN: 1_000_000_000 }, { CLP: 1, PEN: 1 }),
});
const policy = fc.record({
  // Distinct types: one signature per approver type.
  levels: fc.uniqueArray(policyLevel, { maxLength: 2, selector: (level) => level.approver_type }),
  escalation_hours: fc.integer({ min: 1, max: 48 }),
  expiry_days: fc.integer({ min: 1, max: 8 }),
});
/** Random policies for the two companies the sequences upload to (issue 24, policies by amount). */
export const policiesArbitrary: fc.Arbitrary<Record<number, ApprovalPolicy>> = fc.record({ 1: policy, 3: policy });

/** A small payroll file for the company's country (1: Chile, 3: Peru), as the template has it. */
function payrollCsv(step: Extract<Step, { kind: 'upload' }>, company: number): UploadPart {
  if (step.file === 'badHeader') return csvPart('old_layout.csv', 'rut,nombre,monto\n11.111.111-1,Ana,1000');
  const lines = EXAMPLE_LINES[company === 1 ? 'CL' : 'PE'].map((line) => TEMPLATE_COLUMNS.map((column) => line[column.field]).join(','));
  // The demo bank refuses a whole payroll whose file name says so (demo-api/README.md).
  return csvPart(step.file === 'bankRejects' ? 'nomina_rechazo.csv' : 'nomina.csv', [templateHeader('en').join(','), ...lines].join('\n'));
}

/** One sequence's world: the sessions it opened and the payrolls it uploaded (deleted ones too). */
export class DemoRun {
  readonly payrollIds: number[] = [];
  private readonly tokens = new Map<DemoUsername, string>();
  /** Disabled users cannot sign in: their steps are skipped until they are enabled again. */
  private readonly disabled = new Set<DemoUsername>();
  private userIds: Map<string, number> | null = null;

  async token(username: DemoUsername): Promise<string> {
    const known = this.tokens.get(username);
    if (known) return known;
    const token = await tokenFor(username);
    this.tokens.set(username, token);
    return token;
  }

  private targetOf(index: number): number | undefined {
    const count = this.payrollIds.length;
    return count === 0 ? undefined : this.payrollIds[count - 1 - (index % count)];
  }

  private async userIdOf(username: string): Promise<number | undefined> {
    if (!this.userIds) {
      const { body } = await getJson('/user/?itemsPerPage=100', await this.token('admin'));
      const items = (body as { items: { id: number; username: string }[] }).items;
      this.userIds = new Map(items.map((user) => [user.username, user.id]));
    }
    return this.userIds.get(username);
  }

  /** Does the step; whatever the API answers, it is never a server error. */
  async apply(step: Step): Promise<void> {
    const status = await this.send(step);
    if (status !== null) expect(status, `answer to ${JSON.stringify(step)}`).toBeLessThan(500);
  }

  private async send(step: Step): Promise<number | null> {
    switch (step.kind) {
      case 'upload': {
        if (this.disabled.has(step.by)) return null;
        const own = step.by === 'cargalima' ? 3 : 1;
        const company = step.company === 'own' ? own : 4 - own;
        const answer = await upload(await this.token(step.by), { company_id: String(company) }, payrollCsv(step, company));
        const id = (answer.body as { data_origin?: { id?: number } }).data_origin?.id;
        if (answer.status === 200 && typeof id === 'number') this.payrollIds.push(id);
        return answer.status;
      }
      case 'act': {
        const id = this.targetOf(step.target);
        if (id === undefined || this.disabled.has(step.by)) return null;
        const fields = { uploaded_file_id: String(id), ...(step.action === 'reject' ? { detail: step.reason } : {}) };
        return (await postForm(`/payroll/${step.action}`, await this.token(step.by), fields)).status;
      }
      case 'bank': {
        const id = this.targetOf(step.target);
        if (id === undefined) return null;
        const fields = { uploaded_file_id: String(id), rejected_entirely: String(step.answer === 'all'), has_rejections: String(step.answer === 'some') };
        return (await postForm('/payroll/manual_approval', await this.token('alpsadmin'), fields)).status;
      }
      case 'clock':
        await advanceClock(step.ms);
        return null;
      case 'profile': {
        const userId = await this.userIdOf(step.user);
        if (userId === undefined) return null;
        return (await postForm('/user/levels', await this.token('admin'), { user_id: String(userId), level: step.level })).status;
      }
      case 'active': {
        const userId = await this.userIdOf(step.user);
        if (userId === undefined) return null;
        const status = await sendJson('PUT', `/user/${userId}/`, await this.token('admin'), { is_active: step.active });
        // Disabling ends the user's sessions; enabled again, they sign in afresh.
        this.tokens.delete(step.user);
        if (step.active) this.disabled.delete(step.user);
        else this.disabled.add(step.user);
        return status;
      }
      case 'delegate': {
        const delegateId = await this.userIdOf(step.to);
        if (delegateId === undefined || this.disabled.has(step.by)) return null;
        const now = demoNow().getTime();
        const from = businessDayOf(now);
        const to = businessDayOf(now + step.days * DAY);
        return sendJson('POST', '/approval_delegations/', await this.token(step.by), { delegate_id: delegateId, starts_on: from, ends_on: to });
      }
    }
  }
}
