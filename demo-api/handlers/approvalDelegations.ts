import { http, HttpResponse } from 'msw';
import { readBody, textField } from '../http/body.ts';
import { say } from '../http/messages/index.ts';
import { isCalendarDay } from '../http/query.ts';
import { detailError, notFound, refuse } from '../http/refusal.ts';
import { fullName, isActiveUser, isOn, signInUser, todayOf } from '../payouts/delegations.ts';
import { approverTypeOf } from '../payouts/eligibility.ts';
import { db, demoNow } from '../store/index.ts';
import type { DemoUser } from '../store/seed/access.ts';
import type { StoredDelegation } from '../store/seed/delegations.ts';
import { pathId, signedIn } from './payouts.ts';

/**
 * Approval delegations (issue 24, "Delegated"; this team's assumption, docs/decisions.md "No
 * payroll waits forever, on the server"): all under the signed-in user.
 */

const person = (id: number) => {
  const user = signInUser(id);
  return { id, name: user ? fullName(user) : '' };
};

const delegationJson = (delegation: StoredDelegation, today: string) => ({
  id: delegation.id,
  level: delegation.level,
  delegator: person(delegation.delegator_id),
  delegate: person(delegation.delegate_id),
  starts_on: delegation.starts_on,
  ends_on: delegation.ends_on,
  active: isOn(delegation, today),
});

/** Who may receive the user's delegation: the other active sign-in users of their companies. */
const candidatesOf = (user: DemoUser): DemoUser[] =>
  db.access.users.filter((other) => other.id !== user.id && isActiveUser(other.id) && other.company_ids.some((id) => user.company_ids.includes(id)));

function idOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  return typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

export const approvalDelegationsHandlers = [
  http.get(
    '*/v1/approval_delegations/candidates/',
    signedIn(({ user }) => HttpResponse.json(candidatesOf(user).map((other) => ({ id: other.id, name: fullName(other), username: other.username })))),
  ),

  http.get(
    '*/v1/approval_delegations/',
    signedIn(({ user }) => {
      const today = todayOf(demoNow().getTime());
      const mine = (key: 'delegator_id' | 'delegate_id') =>
        db.delegations.items.filter((delegation) => delegation[key] === user.id).map((delegation) => delegationJson(delegation, today));
      return HttpResponse.json({ given: mine('delegator_id'), received: mine('delegate_id') });
    }),
  ),

  http.post(
    '*/v1/approval_delegations/',
    signedIn(async ({ request, user, language }) => {
      const level = approverTypeOf(user);
      if (level === null) return detailError(request, 403, 'delegateOnlyApprovers');
      const body = await readBody(request);
      if (body instanceof Response) return body;
      const today = todayOf(demoNow().getTime());
      const errors: Record<string, string[]> = {};
      const required = [say(language, 'fieldRequired')];
      const delegateId = idOf(body.delegate_id);
      if (body.delegate_id === undefined || body.delegate_id === null || body.delegate_id === '') errors.delegate_id = required;
      else if (delegateId === null || !candidatesOf(user).some((other) => other.id === delegateId)) errors.delegate_id = [say(language, 'delegateNotCandidate')];
      const startsOn = textField(body, 'starts_on');
      const endsOn = textField(body, 'ends_on');
      for (const [name, value] of [['starts_on', startsOn], ['ends_on', endsOn]] as const) {
        if (value === '') errors[name] = required;
        else if (!isCalendarDay(value)) errors[name] = [say(language, 'enterDate')];
      }
      if (!errors.starts_on && startsOn < today) errors.starts_on = [say(language, 'delegateStartsInPast')];
      if (!errors.starts_on && !errors.ends_on && endsOn < startsOn) errors.ends_on = [say(language, 'delegateEndsBeforeStart')];
      const overlaps = db.delegations.items.some(
        (other) => other.delegator_id === user.id && other.ends_on >= today && other.starts_on <= endsOn && other.ends_on >= startsOn,
      );
      if (!errors.starts_on && !errors.ends_on && overlaps) errors.starts_on = [say(language, 'delegateOverlaps')];
      if (Object.keys(errors).length > 0) return refuse(400, errors);
      const delegation: StoredDelegation = { id: db.delegations.nextId++, level, delegator_id: user.id, delegate_id: delegateId!, starts_on: startsOn, ends_on: endsOn };
      db.delegations.items.push(delegation);
      return HttpResponse.json(delegationJson(delegation, today), { status: 201 });
    }),
  ),

  http.delete(
    '*/v1/approval_delegations/:id/',
    signedIn(({ request, user, params }) => {
      const id = pathId(params.id);
      const index = db.delegations.items.findIndex((delegation) => delegation.id === id && delegation.delegator_id === user.id);
      if (index < 0) return notFound(request);
      db.delegations.items.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
