import { test } from 'vitest';
import { http, HttpResponse, getResponse } from 'msw';
test('x', async () => {
  const h = [http.get('*/v1/countries/', () => HttpResponse.json({ a: 1 })), http.get('*/v1/me', () => HttpResponse.json({ b: 1 }))];
  for (const u of ['http://x/api/v1/countries/', 'http://x/api/v1/countries', 'http://x/api/v1/countries/?code__in=1', 'http://x/api/v1/me/', 'http://x/api/v1/me']) {
    const r = await getResponse(h, new Request(u));
    console.log(u, r?.status);
  }
  console.log('FormData', FormData === (globalThis as any).window?.FormData, String(FormData).slice(0, 60));
  console.log('Request', String(Request).slice(0, 60), typeof window);
  const fd = new FormData(); fd.append('a', 'b'); fd.append('f', new Blob(['hi']), 'x.txt');
  const req = new Request('http://x/y', { method: 'POST', body: fd });
  console.log(req.headers.get('content-type'));
  const t = await req.text(); console.log(t.slice(0, 200));
});
