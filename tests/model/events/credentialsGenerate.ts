import type { AnyEventObject } from 'xstate';
import { credentialsGenerateMachine } from '@machines/settings/credentialsGenerate';
import type { ModelSpec } from '../../support/model';

/** The Generate and Keep chart's model: one source for the replay test and the coverage test. */
const GENERATED = { public_key: 'pk_live_model', secure_key: 'sk_live_model' };
export const KEEP_REFUSAL = 'These keys were not generated for this merchant. Generate them again.';

const credentialsGenerateEvents = {
  'the user generates': { type: 'GENERATE', merchantId: 101, env: 'prod' },
  'a new pair arrives': { type: 'xstate.done.actor.generate', output: GENERATED },
  'generating fails': { type: 'xstate.error.actor.generate', error: { kind: 'network', message: { key: 'errors:contactSupport' } } },
  'the user leaves while generating': { type: 'xstate.error.actor.generate', error: { kind: 'aborted', message: { key: 'errors:aborted' } } },
  'the user keeps': { type: 'KEEP' },
  'the pair is saved': { type: 'xstate.done.actor.keep', output: { detail: 'Credential saved successfully' } },
  'keeping is refused': { type: 'xstate.error.actor.keep', error: { kind: 'http', status: 400, message: { text: KEEP_REFUSAL } } },
  'the user leaves while keeping': { type: 'xstate.error.actor.keep', error: { kind: 'aborted', message: { key: 'errors:aborted' } } },
  'the user leaves without keeping': { type: 'DISCARD' },
} satisfies Record<string, AnyEventObject>;

export type CredentialsGenerateEventName = keyof typeof credentialsGenerateEvents;

export const credentialsGenerateModel: ModelSpec<undefined> = {
  machine: credentialsGenerateMachine,
  starts: [{ name: 'the credentials page opens', input: undefined }],
  events: credentialsGenerateEvents,
  project: (snapshot) => ({ pair: (snapshot.context as { generated: unknown }).generated !== null }),
  // Discard is offered only while a pair waits (the page has nothing to discard otherwise).
  accept: (snapshot, event) => event.type !== 'DISCARD' || (snapshot.context as { generated: unknown }).generated !== null,
};
