import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, HttpResponse, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handlers } from '@demo-api/handlers';
import { createDemoMiddleware } from '@demo-api/node-middleware';
import { DEMO_RESET_B64E, DEMO_RESET_TOKEN } from '@demo-api/store/seed/access';
import { demoServer } from '../../support/demoServer';

/** A test-only handler that echoes what reached it, multipart files included. */
const echo = http.post('*/api/__echo', async ({ request }) => {
  const form = await request.formData();
  // Duck-typed: under jsdom the global File is not the class undici's formData() builds.
  const file = form.get('file');
  const isFile = typeof file === 'object' && file !== null && 'name' in file;
  return HttpResponse.json(
    {
      company_id: form.get('company_id'),
      file: isFile ? { name: file.name, type: file.type, text: await file.text() } : null,
      query: new URL(request.url).searchParams.get('q'),
    },
    { status: 201, statusText: 'Echoed', headers: { 'X-Demo-Echo': 'yes' } },
  );
});

/** A test-only handler that fails as a lost network would. */
const dropped = http.get('*/api/__dropped', () => HttpResponse.error());

let server: Server;
let origin = '';

beforeAll(async () => {
  const middleware = createDemoMiddleware([...handlers, echo, dropped]);
  server = createServer((req, res) => {
    middleware(req, res, (error?: unknown) => {
      // The rest of the "server": proves the request fell through, body still unread.
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        res.statusCode = error ? 500 : 404;
        res.setHeader('X-Fell-Through', 'yes');
        res.end(`next:${Buffer.concat(chunks).toString()}`);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

// The in-process msw server must let these requests reach the real HTTP server.
beforeEach(() => {
  demoServer.use(http.all(`${origin}/*`, () => passthrough()));
});

describe('createDemoMiddleware over real HTTP', () => {
  it("drops the connection for a handler's network error, as a lost network would, instead of answering 500", async () => {
    const failure = await fetch(`${origin}/api/__dropped`).then(
      (response) => `answered ${response.status}`,
      (error: unknown) => (error instanceof TypeError ? 'network error' : String(error)),
    );
    expect(failure).toBe('network error');
  });

  it('answers a JSON login and forwards request headers', async () => {
    const response = await fetch(`${origin}/api/v1/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'carga', password: 'demo1234' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { token: string; user: { username: string } };
    expect(body.user.username).toBe('carga');

    const me = await fetch(`${origin}/api/v1/me`, { headers: { Authorization: `Token ${body.token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { username: string }).username).toBe('carga');

    const spanish = await fetch(`${origin}/api/v1/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'es' },
      body: JSON.stringify({ username: 'carga', password: 'mala' }),
    });
    expect(spanish.status).toBe(400);
    expect(await spanish.json()).toEqual({
      non_field_errors: ['No es posible iniciar sesión con las credenciales proporcionadas.'],
    });
  });

  it('passes a multipart body through whole, and writes status, status text and headers back', async () => {
    // Built by hand: under jsdom, FormData + File do not serialise files (realm mismatch).
    const boundary = '----demo-api-boundary-7MA4YWxkTrZu0gW';
    const csv = 'rut;nombre;monto\n11111111-1;José Muñoz;1500\n';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="company_id"',
      '',
      '1',
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="nomina.csv"',
      'Content-Type: text/csv',
      '',
      csv,
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const response = await fetch(`${origin}/api/__echo?q=uno`, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(response.status).toBe(201);
    expect(response.statusText).toBe('Echoed');
    expect(response.headers.get('x-demo-echo')).toBe('yes');
    expect(await response.json()).toEqual({
      company_id: '1',
      file: { name: 'nomina.csv', type: 'text/csv', text: csv },
      query: 'uno',
    });
  });

  it('serves the real multipart form calls', async () => {
    const form = new FormData();
    form.append('token', DEMO_RESET_TOKEN);
    form.append('base64_email', DEMO_RESET_B64E);
    const response = await fetch(`${origin}/api/v1/account/check_token`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ isValid: true });
  });

  it('answers the control endpoint with an empty 204', async () => {
    const response = await fetch(`${origin}/__demo/reset`, { method: 'POST' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('answers an /api/ call no handler knows with a JSON 404, as the real API would', async () => {
    const response = await fetch(`${origin}/api/v1/not-a-call`);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-fell-through')).toBeNull();
    expect(await response.json()).toEqual({ detail: 'Not found.' });
  });

  it('lets other /__demo/ paths fall through to next()', async () => {
    const response = await fetch(`${origin}/__demo/nothing-here`);
    expect(response.headers.get('x-fell-through')).toBe('yes');
  });

  it('never touches paths outside /api/ and /__demo/, leaving their body unread', async () => {
    // '*/v1/login' would match this URL: only the mount guard keeps the handlers out.
    const response = await fetch(`${origin}/apiary/v1/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'carga', password: 'demo1234' }),
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-fell-through')).toBe('yes');
    expect(await response.text()).toBe('next:{"username":"carga","password":"demo1234"}');
  });
});
