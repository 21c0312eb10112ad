/**
 * Approval delegations (issue 24, "Delegated"): an approver hands their level to another user
 * of their companies for a range of business days. Seeded empty: they are made on /profile.
 */
export interface StoredDelegation {
  readonly id: number;
  /** The delegator's approver type when it was made. */
  readonly level: number;
  readonly delegator_id: number;
  readonly delegate_id: number;
  /** Business days, YYYY-MM-DD, both included. */
  readonly starts_on: string;
  readonly ends_on: string;
}

export interface DelegationsData {
  items: StoredDelegation[];
  nextId: number;
}

export const seedDelegations = (): DelegationsData => ({ items: [], nextId: 1 });
