// The students of the cluster test: the profile they complete, and a registration made across both processes.
import { address, balancer, direct, from, request } from './http.mjs';
import { assert } from './report.mjs';

/** The profile a student completes (complete-profile), with the photo sent beside it. */
export const PROFILE = {
  gender: 'F',
  category: 'OBC',
  academic_level: 'UG',
  same_state: '1',
  admission_code: 'New',
  course_name: 'BSCBIO',
  course_year: '1',
  refrence_roll: '',
};

/** Registers a student: the code sent via A, read and validated via B, the account made through the balancer. */
export async function registerStudent(email, password) {
  const ip = address();
  const sent = await request(`${direct('a')}/api/v2/send-otp`, {
    method: 'POST',
    headers: from(ip),
    body: { type_of: 'email_otp', sender: email },
  });
  assert(sent.status === 200, `send-otp via A answered ${sent.status}: ${sent.text}`);
  // The mail is read through B (the outbox answers only this machine: no forwarded address).
  const outbox = await request(`${direct('b')}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const code = outbox
    .json()
    .data.at(-1)
    ?.text.match(/\b(\d{6})\b/)?.[1];
  assert(code, 'the code mailed via A is not in the outbox read via B');
  const validated = await request(`${direct('b')}/api/v2/validate-otp`, {
    method: 'POST',
    headers: from(ip),
    body: { sender: email, reference_id: sent.json().refrence_id, otp: code },
  });
  assert(validated.status === 200 && validated.json().success === true, `validate-otp via B: ${validated.text}`);
  const signup = await request(`${balancer}/api/v2/signup`, {
    method: 'POST',
    headers: from(ip),
    body: {
      name: 'Reena Devi',
      email,
      password,
      password_confirmation: password,
      phone: '9876543210',
      email_refrence_id: sent.json().refrence_id,
    },
  });
  assert(signup.status === 201, `signup through the balancer answered ${signup.status}: ${signup.text}`);
}

export async function signin(base, email, password) {
  return request(`${base}/api/v2/signin`, { method: 'POST', headers: from(address()), body: { email, password } });
}
