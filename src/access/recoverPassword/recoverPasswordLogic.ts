import { fromPromise } from 'xstate';
import { recoverPasswordMachine } from '@machines/access/recoverPassword';
import { recoverPassword } from '../../api/calls/access';

export const recoverPasswordLogic = recoverPasswordMachine.provide({
  actors: {
    sendInstructions: fromPromise<unknown, { email: string }>(({ input }) => recoverPassword(input.email)),
  },
});
