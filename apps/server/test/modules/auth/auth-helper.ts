import { apiPaths } from '@portal/contract';
import { international, newPartnerForm, post, type TestApp } from '../../helper.js';

/** A partner's sign-up as the form sends it: the form, the answer, and the phone as stored. */
export async function signup(t: TestApp, overrides: Record<string, unknown> = {}) {
  const form = newPartnerForm(overrides);
  const body = (await post(t.app, apiPaths.signup, form)).json();
  return { form, body, phone: international(form) };
}

/** A sign-in with the phone and password of a sign-up form, as the partner's app sends it. */
export async function login(t: TestApp, form: { phone: string; password: string }) {
  return (await post(t.app, apiPaths.login, { phone: form.phone, country_code: '33', password: form.password })).json();
}
