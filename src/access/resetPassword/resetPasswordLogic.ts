import { fromPromise } from 'xstate';
import { resetPasswordMachine } from '@machines/access/resetPassword';
import { checkToken, resetPassword } from '../../api/calls/access';

type ResetInput = { password: string; token: string; base64_email: string };

export const resetPasswordLogic = resetPasswordMachine.provide({
  actors: {
    checkToken: fromPromise<{ isValid: boolean }, { token: string; base64_email: string }>(({ input }) =>
      checkToken(input),
    ),
    resetPassword: fromPromise<unknown, ResetInput>(({ input }) => resetPassword(input)),
  },
});
