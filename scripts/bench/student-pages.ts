// The signed-in student's pages of the pages part (npm run bench): a student made through the site's own API, as the
// register page, the profile form, the gateway and the office make one, so the dashboard and the admission form are
// measured as a student in season sees them (registration fee paid, approved, a draft of the form on the server).
// Lighthouse then opens them with the student's token in the browser's storage, as the portal keeps it.
import { API_PATHS, AUTH_TOKEN_KEY, admissionAccess, type Student } from '@college/shared-types';
import { validAdmissionForm } from '../../shared-types/src/admission/fixtures';

/** The demo administrator the development seed creates (README, "Demo accounts"). */
const DEMO_ADMIN = { email: 'admin@college.local', password: 'Admin@12345' };

/** An 8×8 PNG: the profile photo (the API re-encodes photos, so it must be a real image). */
const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGM4UaGBFTEMLQkAUtVaAV8W4QQAAAAASUVORK5CYII=',
  'base64',
);

export interface StudentPages {
  /** [name, path] of each page, measured signed in. */
  pages: Array<[string, string]>;
  /** What the browser keeps for the site's origin (localStorage): the student's token. */
  storage: Record<string, string>;
  /** The cookies sign-in set (the page cookie the dashboard is rendered on the server from, decision 017). */
  cookies: Array<{ name: string; value: string; path: string }>;
}

/** The cookies of an answer's Set-Cookie headers that set a value: name, value and path. */
function setCookies(res: Response): Array<{ name: string; value: string; path: string }> {
  return res.headers
    .getSetCookie()
    .map((line) => {
      const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const path = attrs.find((a) => /^path=/i.test(a))?.slice(5) ?? '/';
      return { name: pair.slice(0, eq), value: pair.slice(eq + 1), path };
    })
    .filter((c) => c.name && c.value);
}

async function call<T>(origin: string, path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  const res = await fetch(origin + path, { ...init, headers, redirect: 'manual' });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : {}) as T;
}

const post = <T>(origin: string, path: string, body: unknown, token?: string) =>
  call<T>(origin, path, { method: 'POST', body: JSON.stringify(body), token });

/** The newest 6-digit code mailed to `to` (the development outbox), waited for up to 10 s. */
async function mailedCode(origin: string, to: string): Promise<string> {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const body = await call<
      { data: Array<{ subject: string; text: string }> } | Array<{ subject: string; text: string }>
    >(origin, `/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const mails = Array.isArray(body) ? body : body.data;
    for (const m of [...mails].reverse()) {
      const code = /\b(\d{6})\b/.exec(m.subject) ?? /\b(\d{6})\b/.exec(m.text);
      if (code) return code[1]!;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no verification code mailed to ${to}`);
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The form of a gateway simulator page whose button reads `label`: its action and hidden fields. */
function gatewayForm(html: string, label: string): { action: string; fields: Record<string, string> } {
  for (const m of html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)) {
    if (!m[2]!.includes(`>${label}</button>`)) continue;
    const fields: Record<string, string> = {};
    for (const f of m[2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
      fields[decode(f[1]!)] = decode(f[2]!);
    return { action: decode(m[1]!), fields };
  }
  throw new Error(`no "${label}" button on the gateway page`);
}

/** Posts a form of the gateway; answers the page or, with `follow` false, the redirect's target. */
async function gatewayPost(origin: string, action: string, fields: Record<string, string>): Promise<Response> {
  const u = new URL(action, origin);
  return fetch(origin + u.pathname + u.search, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

/** Pays the registration fee through the gateway simulator (card, success), as the payment page does. */
async function payRegistrationFee(origin: string, token: string, user: Student): Promise<void> {
  const initiated = await post<{ action: string; fields: Record<string, string> }>(
    origin,
    API_PATHS.paymentInitiate,
    { purpose: 'registration', firstname: user.name, phone: user.phone_number },
    token,
  );
  const checkout = await gatewayPost(origin, initiated.action, initiated.fields);
  const card = gatewayForm(await checkout.text(), 'Card');
  const outcomes = await gatewayPost(origin, card.action, card.fields);
  const success = gatewayForm(await outcomes.text(), 'Success');
  const completed = await gatewayPost(origin, success.action, success.fields);
  const callback = completed.headers.get('location');
  if (!callback) throw new Error(`the gateway did not send the student back: HTTP ${completed.status}`);
  const settled = await gatewayPost(origin, callback, success.fields);
  if (settled.status >= 400) throw new Error(`payment callback: HTTP ${settled.status}`);
}

/**
 * A student in season, made through `origin`'s API: registered with a mailed code, profile complete (BCOM part 1,
 * OBC), registration fee paid, approved by the office, and a draft of the admission form saved on the server at
 * step 1. Answers the pages to measure and what the browser keeps for the student.
 */
export async function seedStudentPages(origin: string): Promise<StudentPages> {
  const email = `bench.${Date.now().toString(36)}@example.com`;
  const password = 'Secret@123';
  const sent = await post<{ success: boolean; refrence_id: string | null; message: string }>(
    origin,
    API_PATHS.sendOtp,
    {
      type_of: 'email_otp',
      sender: email,
    },
  );
  if (!sent.success || !sent.refrence_id) throw new Error(`send-otp: ${sent.message}`);
  const otp = await mailedCode(origin, email);
  await post(origin, API_PATHS.validateOtp, { sender: email, reference_id: sent.refrence_id, otp });
  await post(origin, API_PATHS.signup, {
    name: 'Reena Devi',
    email,
    phone: '9876543210',
    password,
    password_confirmation: password,
    email_refrence_id: sent.refrence_id,
  });
  // Signed in as the login page does: the token to keep, and the cookies the answer sets.
  const signin = await fetch(origin + API_PATHS.signin, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!signin.ok) throw new Error(`POST ${API_PATHS.signin}: HTTP ${signin.status} ${await signin.text()}`);
  const { token } = (await signin.json()) as { token: string };
  const cookies = setCookies(signin);

  const profile = new FormData();
  const fields = {
    gender: 'F',
    same_state: '1',
    category: 'OBC',
    academic_level: 'UG',
    admission_code: 'New',
    course_name: 'BCOM',
    course_year: '1',
    refrence_roll: '',
  };
  for (const [k, v] of Object.entries(fields)) profile.append(k, v);
  profile.append('profile_photo', new Blob([new Uint8Array(PHOTO_PNG)], { type: 'image/png' }), 'photo.png');
  await call(origin, API_PATHS.completeProfile, { method: 'POST', body: profile, token });
  const user = (await call<{ user: Student }>(origin, API_PATHS.getUser, { token })).user;
  await payRegistrationFee(origin, token, user);

  const admin = await post<{ token: string }>(origin, API_PATHS.adminSignin, DEMO_ADMIN);
  const list = await call<{ data: Array<{ id: number; email: string }> }>(
    origin,
    `${API_PATHS.adminStudents}?search=${encodeURIComponent(email)}`,
    { token: admin.token },
  );
  const id = list.data.find((s) => s.email === email)?.id;
  if (!id) throw new Error(`the office does not list ${email}`);
  await post(
    origin,
    API_PATHS.adminStudentStatus.replace(':id', String(id)),
    { status: 1, fee_to_pay: '1200', remark: 'Documents verified' },
    admin.token,
  );

  // The form's values so far, kept on the server as the form keeps them while the student types.
  const { applicant_name: _name, email: _email, ...values } = validAdmissionForm('BCOM');
  await call(origin, API_PATHS.admissionDraft, {
    method: 'PUT',
    body: JSON.stringify({ values, step: 1 }),
    token,
  });

  const access = admissionAccess((await call<{ user: Student }>(origin, API_PATHS.getUser, { token })).user);
  if (access.kind !== 'form') throw new Error(`the seeded student cannot open the form: ${JSON.stringify(access)}`);
  return {
    pages: [
      ['dashboard', '/student/dashboard'],
      ['admission-form', access.path],
    ],
    storage: { [AUTH_TOKEN_KEY]: token },
    cookies,
  };
}
