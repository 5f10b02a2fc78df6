// The address a student has just registered with, handed from the registration page to the login page in this tab
// (sessionStorage, never the address bar): the login page fills it in once, and the student types the password.
const KEY = 'registered_email';

export function rememberRegisteredEmail(email: string): void {
  try {
    window.sessionStorage.setItem(KEY, email);
  } catch {
    // Storage refused (private mode, full): the student types the address.
  }
}

/** The address just registered with, once; null when there is none. */
export function takeRegisteredEmail(): string | null {
  try {
    const email = window.sessionStorage.getItem(KEY);
    if (email) window.sessionStorage.removeItem(KEY);
    return email;
  } catch {
    return null;
  }
}
