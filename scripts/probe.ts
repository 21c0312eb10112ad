/**
 * `npm run probe`: what an outsider tries against the served build with the demo API (issue 22),
 * with plain HTTP only, and whether each attempt held. Starts its own server on a free port
 * from dist/ (run `npm run build` first), or probes PROBE_URL (a server you started; it will
 * change demo data and lock the `manager` account for five minutes).
 *
 * Every request says it was forwarded by a proxy (X-Forwarded-For), as an outsider's would be
 * behind one: from this machine directly, the demo's test controls are open by design.
 * Prints one line per probe and `N held, M broken`; exits 1 when anything broke.
 */
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { startAppServer } from '../server/app.ts';
import { createRandom, hashSeed } from '../demo-api/store/random.ts';

const OUTSIDER = { 'X-Forwarded-For': '203.0.113.7' };
const logLines: string[] = [];

interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

let base = '';

async function call(path: string, init: { method?: string; headers?: Record<string, string>; body?: BodyInit; token?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...OUTSIDER, ...init.headers };
  if (init.token) headers.Authorization = `Token ${init.token}`;
  const response = await fetch(`${base}${path}`, { method: init.method ?? 'GET', headers, body: init.body, redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const json = (body: unknown) => ({ headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

async function login(username: string, password = 'demo1234'): Promise<Answer> {
  return call('/api/v1/login', { method: 'POST', ...json({ username, password }) });
}

async function tokenOf(username: string): Promise<string> {
  const answer = await login(username);
  if (answer.status !== 200) throw new Error(`sign-in of ${username} answered ${answer.status}`);
  return (JSON.parse(answer.text) as { token: string }).token;
}

/** Raw bytes on a socket: what fetch will not send (a broken Host, a lying length). */
function raw(request: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((done, fail) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), 5000);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (Buffer.concat(chunks).includes('\r\n\r\n')) socket.end();
    });
    socket.on('close', () => {
      clearTimeout(timer);
      done(Buffer.concat(chunks).toString('utf8'));
    });
    socket.on('error', fail);
  });
}

const statusOf = (answer: string): number => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);

function multipart(fields: Record<string, string>, file?: { field: string; name: string; type: string; bytes: Uint8Array }, boundary = 'probe-boundary-93xq') {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), Buffer.from(file.bytes), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` }, body: Buffer.concat(parts) };
}

type Probe = readonly [name: string, run: () => Promise<boolean>];

/** A payroll of carga's company waiting for approver 1 (the seeds always have some). */
const payrollUnderApproval = async (token: string): Promise<{ id: number }> => {
  const list = JSON.parse((await call('/api/v1/payrolls/?page=1&itemsPerPage=100&status_id__in=4', { token })).text) as { items: Array<{ id: number; actual_approver_id: number | null }> };
  const waiting = list.items.find((item) => item.actual_approver_id === 1);
  if (!waiting) throw new Error('no payroll waits for approver 1');
  return { id: waiting.id };
};

const PROBES: readonly Probe[] = [
  ['tokens are not the seeded counter’s and never repeat', async () => {
    const predictable = new Set(Array.from({ length: 2000 }, (_, n) => createRandom(hashSeed(`session:${n + 1}`)).hex(40)));
    const tokens = await Promise.all(['carga', 'carga', 'aprobador1'].map(tokenOf));
    return new Set(tokens).size === 3 && tokens.every((token) => /^[0-9a-f]{40}$/.test(token) && !predictable.has(token));
  }],
  ['files need a session: payroll file, invalid lines, exports, vouchers, templates, attachments', async () => {
    const paths = [
      '/api/v1/payroll_files/1/original.csv',
      '/api/pay/download/1?errorFile=true',
      '/api/pay/download/1',
      '/api/v1/payments/exports/payments_00001.csv',
      '/api/v1/company_balance_list/exports/balances_00001.csv',
      '/api/v1/pdf_refunds/voucher/70001',
      '/api/v1/pdf_refunds/1.pdf',
      '/api/v1/payroll_templates/company/1.xlsx',
      '/api/v1/payroll_templates/country/CL.xlsx',
      '/api/v1/company_balance_list/1/files/a.pdf',
    ];
    const answers = await Promise.all(paths.map((path) => call(path)));
    return answers.every((answer) => answer.status === 401);
  }],
  ['another company’s payroll file is not served to a session', async () => {
    const carga = await tokenOf('carga');
    const { id } = await payrollUnderApproval(carga);
    const lima = await tokenOf('cargalima');
    return (await call(`/api/pay/download/${id}?errorFile=true`, { token: lima })).status === 404;
  }],
  ['file links are never built from the Host header', async () => {
    const carga = await tokenOf('carga');
    const { id } = await payrollUnderApproval(carga);
    const answer = await call(`/api/v1/download_report_by_payroll?uploaded_file_id=${id}`, { token: carga, headers: { 'X-Forwarded-Host': 'evil.example' } });
    const viaRaw = await raw(`GET /api/v1/download_report_by_payroll?uploaded_file_id=${id} HTTP/1.1\r\nHost: evil.example\r\nAuthorization: Token ${carga}\r\nX-Forwarded-For: 203.0.113.7\r\nConnection: close\r\n\r\n`);
    return answer.status === 200 && !answer.text.includes('evil') && !viaRaw.includes('evil.example/');
  }],
  ['a made-up action name is a 404 and changes nothing', async () => {
    const carga = await tokenOf('carga');
    const { id } = await payrollUnderApproval(carga);
    const before = (await call(`/api/v1/payrolls/${id}/`, { token: carga })).text;
    const answers = await Promise.all(['toString', 'constructor', '__proto__', 'hasOwnProperty'].map((action) => call(`/api/v1/payroll/${action}`, { method: 'POST', token: carga, ...json({ uploaded_file_id: id }) })));
    const after = (await call(`/api/v1/payrolls/${id}/`, { token: carga })).text;
    return answers.every((answer) => answer.status === 404) && before === after;
  }],
  ['an approver whose profile was removed approves nothing, on the same session', async () => {
    const approver = await tokenOf('aprobador1');
    const admin = await tokenOf('admin');
    const users = JSON.parse((await call('/api/v1/user/?page=1&itemsPerPage=100', { token: admin })).text) as { items?: Array<{ id: number; username: string }>; results?: Array<{ id: number; username: string }> };
    const row = (users.items ?? users.results ?? []).find((user) => user.username === 'aprobador1');
    if (!row) return false;
    await call('/api/v1/user/levels', { method: 'POST', token: admin, ...json({ user_id: row.id, level: 'customer_service' }) });
    const { id } = await payrollUnderApproval(approver);
    const answer = await call('/api/v1/payroll/approved', { method: 'POST', token: approver, ...json({ uploaded_file_id: id }) });
    await call('/api/v1/user/levels', { method: 'POST', token: admin, ...json({ user_id: row.id, level: 'aprobador_1' }) });
    return answer.status === 403;
  }],
  ['absurd amounts, names and reasons are refused', async () => {
    const admin = await tokenOf('admin');
    const entry = (amount: string) => multipart({ company: '1', balance_type: 'deposit', bank: '1', amount, currency: 'CLP', deposit_date: new Date().toISOString().slice(0, 10), comments: 'probe', document_id: '1', account_id: '1' });
    const huge = await call('/api/v1/company_balance_list/', { method: 'POST', token: admin, ...entry(`1${'0'.repeat(400)}`) });
    const inf = await call('/api/v1/company_balance_list/', { method: 'POST', token: admin, ...entry('Infinity') });
    const longName = await call('/api/v1/user_profile', { method: 'PATCH', token: await tokenOf('carga'), ...json({ first_name: 'x'.repeat(10_000), last_name: 'y' }) });
    return huge.status === 400 && inf.status === 400 && longName.status === 400;
  }],
  ['an executable named invoice.pdf is not accepted as a PDF', async () => {
    const admin = await tokenOf('admin');
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...new Array(60).fill(0)]);
    const body = multipart({ company: '1', balance_type: 'deposit', bank: '1', amount: '1000', currency: 'CLP', deposit_date: new Date().toISOString().slice(0, 10), comments: 'probe', document_id: '1', account_id: '1' }, { field: 'files', name: 'invoice.pdf', type: 'application/pdf', bytes: exe });
    return (await call('/api/v1/company_balance_list/', { method: 'POST', token: admin, ...body })).status === 400;
  }],
  ['notification URLs at internal addresses are refused', async () => {
    const admin = await tokenOf('admin');
    const urls = ['http://127.0.0.1/hook', 'https://169.254.169.254/latest', 'https://10.0.0.1/x', 'https://localhost/x', 'https://[::1]/x', 'https://2130706433/x'];
    const answers = await Promise.all(urls.map((url) => call('/api/v1/payments/merchant/update/notification_url/', { method: 'POST', token: admin, ...json({ merchant_id: 101, notification_url: url, reject_notification_url: url }) })));
    return answers.every((answer) => answer.status === 400);
  }],
  ['malformed input is a 4xx with a message, never a 500 or a stack', async () => {
    const carga = await tokenOf('carga');
    const noBoundary = await call('/api/v1/upload_payroll', { method: 'POST', token: carga, headers: { 'Content-Type': 'multipart/form-data' }, body: 'x' });
    const badPath = statusOf(await raw('GET /api/v1/payrolls/%ZZ/ HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 203.0.113.7\r\nConnection: close\r\n\r\n'));
    const proto = await call('/api/v1/payments/operation/?ordering=__proto__', { token: await tokenOf('admin') });
    const hosts = await Promise.all(['[', '', 'a b'].map((host) => raw(`GET /api/v1/me HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-For: 203.0.113.7\r\nConnection: close\r\n\r\n`)));
    const fine = (status: number) => status >= 400 && status < 500;
    return fine(noBoundary.status) && fine(badPath) && fine(proto.status) && hosts.every((answer) => fine(statusOf(answer))) && ![noBoundary.text, proto.text].some((text) => /\bat .+:\d+:\d+/.test(text));
  }],
  ['a 100 MB anonymous body is refused before it is read', async () => {
    const began = performance.now();
    const answer = await raw(`POST /api/v1/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 104857600\r\nX-Forwarded-For: 203.0.113.7\r\n\r\n{"username":`);
    return statusOf(answer) === 413 && performance.now() - began < 2000;
  }],
  ['a 100,000-line bad upload’s status is a small answer', async () => {
    const carga = await tokenOf('carga');
    const lines = Array.from({ length: 100_000 }, (_, i) => `bad-${i};x;;;;;;;;`).join('\r\n');
    const sent = await call('/api/v1/upload_payroll', { method: 'POST', token: carga, ...multipart({ company_id: '1' }, { field: 'file', name: 'bad.csv', type: 'text/csv', bytes: Buffer.from(`rut;nombre\r\n${lines}\r\n`) }) });
    if (sent.status !== 200) return sent.status === 400 || sent.status === 413;
    const id = (JSON.parse(sent.text) as { data_origin: { id: number } }).data_origin.id;
    let size = 0;
    for (let i = 0; i < 20; i += 1) {
      const status = await call(`/api/v1/get_upload_payroll?payroll_id=${id}`, { token: carga });
      size = status.text.length;
      if (!status.text.includes('"status":2')) break;
      await new Promise((done) => setTimeout(done, 500));
    }
    return size < 200_000;
  }],
  ['test controls and named stores do not exist for an outsider', async () => {
    const reset = await call('/__demo/reset', { method: 'POST' });
    const outbox = await call('/__demo/outbox');
    const fixed = await call('/api/v1/account/check_token', { method: 'POST', ...json({ token: 'demo-reset-token', base64_email: 'Y2FyZ2FAZGVtby5leGFtcGxl' }) });
    return reset.status === 404 && outbox.status === 404 && JSON.parse(fixed.text).isValid === false;
  }],
  ['a password change ends the user’s other sessions', async () => {
    const here = await tokenOf('aprobador2');
    const there = await tokenOf('aprobador2');
    const change = (token: string, from: string, to: string) => call('/api/v1/update_password', { method: 'PATCH', token, ...json({ old_password: from, new_password1: to, new_password2: to }) });
    const changed = await change(here, 'demo1234', 'probe-Pass-77');
    const elsewhere = await call('/api/v1/me', { token: there });
    await change(here, 'probe-Pass-77', 'demo1234');
    return changed.status === 200 && elsewhere.status === 401;
  }],
  ['wrong passwords lock the account for a while, and say how long', async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 6; i += 1) answers.push(await login('manager', `wrong-${i}`));
    const last = answers.at(-1)!;
    return last.status === 429 && /\d+ min/.test(last.text) && last.headers.get('retry-after') !== null;
  }],
  ['answers with tokens or personal data are not cacheable', async () => {
    const answer = await login('carga');
    const me = await call('/api/v1/me', { token: (JSON.parse(answer.text) as { token: string }).token });
    return answer.headers.get('cache-control') === 'no-store' && me.headers.get('cache-control') === 'no-store';
  }],
  ['the CSP report endpoint: a body limit, a rate limit, one escaped log line per report', async () => {
    const big = await call('/__csp-report', { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body: 'x'.repeat(1_000_000) });
    const forged = { 'csp-report': { 'document-uri': `${base}/login`, 'violated-directive': 'script-src', 'blocked-uri': 'https://x.example/\n[error] forged line' } };
    const before = logLines.length;
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await call('/__csp-report', { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body: JSON.stringify(forged) })).status);
    const logged = logLines.slice(before);
    const oneLineEach = logged.every((line) => !line.includes('\n'));
    return big.status === 413 && statuses.includes(429) && (process.env.PROBE_URL ? true : oneLineEach && logged.length <= 21);
  }],
];

async function main(): Promise<void> {
  let close = async () => {};
  if (process.env.PROBE_URL) base = process.env.PROBE_URL.replace(/\/$/, '');
  else {
    const running = await startAppServer({ distDir: resolve('dist'), port: 0, host: '127.0.0.1', demoApi: true, log: (line) => void logLines.push(line) });
    base = running.url;
    close = running.close;
  }
  let held = 0;
  let broken = 0;
  for (const [name, run] of PROBES) {
    let ok = false;
    let note = '';
    try {
      ok = await run();
    } catch (error) {
      note = ` (${error instanceof Error ? error.message : String(error)})`;
    }
    if (ok) held += 1;
    else broken += 1;
    console.log(`${ok ? 'held  ' : 'BROKEN'}  ${name}${note}`);
  }
  console.log(`\n${held} held, ${broken} broken`);
  await close();
  process.exit(broken === 0 ? 0 : 1);
}

void main();
