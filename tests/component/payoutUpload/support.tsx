import { RouterProvider } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import type { SessionCompany, SessionUser } from '@machines/access/sessionUser';
import { SessionProvider } from '@app/session/SessionContext';
import { createSessionActor } from '@app/session/sessionActor';
import { accessCalls } from '@app/app/loadOnDemand';
import { VERSION_KEY, writeSession } from '@app/platform/storage';
import { navigation } from '@app/platform/navigation';
import { PayoutUploadPage } from '@app/payouts/payoutUpload/PayoutUploadPage';
import { demoServer } from '../../support/demoServer';
import { renderView } from '../../support/render';
import { holdRequests } from '../../model/support/network';
import { memoryRouter, quietScrolling, stubPage } from '../../model/support/router';
import { sessionUser } from '../../support/sessionUser';

export const UPLOAD = '/v1/upload_payroll';
export const STATUS = '/v1/get_upload_payroll';

/** An uploader's session, written by hand: the upload and status answers are msw overrides. */
export function uploaderSession(companies: readonly SessionCompany[], byCountry: Record<string, string> = {}): SessionUser {
  return sessionUser({
    token: 'component-test-token',
    companies,
    country_ids: [...new Set(companies.map((company) => company.country_id))],
    url_template_upload_by_country: byCountry,
    env_payments: ['test'],
  });
}

export const ANDES: SessionCompany = { pk: 1, name: 'Comercial Andes SpA', country_id: 1, url_template_upload: null };

/** The upload page for `session`, in a memory router with a second page to leave to. */
export async function renderUploadPage(session: SessionUser) {
  quietScrolling();
  writeSession(session);
  window.localStorage.setItem(VERSION_KEY, '1.0.0');
  const go = vi.fn<(to: string) => void>();
  Object.assign(navigation, { go });
  const actor = createSessionActor(accessCalls);
  actor.start();
  const router = memoryRouter(
    { '/payouts/upload': PayoutUploadPage, '/payouts/list': stubPage('Payout list (stub)') },
    '/payouts/upload',
  );
  const hold = holdRequests([UPLOAD, STATUS]);
  const user = userEvent.setup({ delay: null, applyAccept: false, advanceTimers: vi.advanceTimersByTime });
  const view = renderView(
    <SessionProvider actor={actor}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  return { actor, router, hold, user, go, view };
}

export const csvFile = (name = 'payroll.csv') => new File(['a;b\n1;2\n'], name, { type: 'text/csv' });

export const answerNext = (method: 'get' | 'post', path: string, response: () => Response) =>
  demoServer.use(http[method](`*${path}`, response, { once: true }));

export const uploadAnswer = (status: number, errors: Record<string, string | number | null>[] = [], detail: string | null = null) =>
  HttpResponse.json({ data_origin: { id: 88, status, detail }, errors });
