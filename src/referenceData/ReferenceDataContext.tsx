import { useMachine } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferenceData } from '@machines/shell/referenceData';
import { messageText } from '../i18n/message';
import { referenceDataLogic } from './referenceDataLogic';
import { inspected } from '../platform/inspect';
import { ActionAlert } from '../components/ActionAlert';

const ReferenceDataContext = createContext<ReferenceData | null>(null);

/** Null until loaded: pages render their filters with defaults meanwhile. */
export const useReferenceData = (): ReferenceData | null => useContext(ReferenceDataContext);

export function ReferenceDataProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const [state, send] = useMachine(referenceDataLogic, inspected());
  return (
    <ReferenceDataContext.Provider value={state.context.data}>
      {state.matches('failed') && state.context.error && (
        <ActionAlert
          color="orange"
          mb="md"
          title={t('referenceData.failed')}
          text={messageText(t, state.context.error)}
          action={t('referenceData.retry')}
          onAction={() => send({ type: 'RETRY' })}
        />
      )}
      {children}
    </ReferenceDataContext.Provider>
  );
}
