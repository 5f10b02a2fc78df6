// /student/login: email, password with show/hide, links to forgot password and register.
import { useState } from 'react';
import { Link } from 'react-router-dom';

export function LoginPage() {
  const [show, setShow] = useState(false);
  return (
    <section style={{ maxWidth: 420, margin: '40px auto', padding: 24, background: '#fff', borderRadius: 8 }}>
      <h1 style={{ fontSize: 24 }}>Student Login</h1>
      <form noValidate onSubmit={(e) => e.preventDefault()}>
        <p>
          <label htmlFor="login-email">Email</label>
          <br />
          <input
            id="login-email"
            name="email"
            type="email"
            autoComplete="email"
            style={{ width: '100%', padding: 8 }}
          />
        </p>
        <p>
          <label htmlFor="login-password">Password</label>
          <br />
          <input
            id="login-password"
            name="password"
            type={show ? 'text' : 'password'}
            autoComplete="current-password"
            style={{ width: '100%', padding: 8 }}
          />
          <button type="button" onClick={() => setShow((s) => !s)} aria-pressed={show}>
            {show ? 'Hide' : 'Show'}
          </button>
        </p>
        <button type="submit">Login</button>
      </form>
      <p>
        <Link to="/student/forgot-password">Forgot Password</Link> · <Link to="/student/register">Register</Link>
      </p>
    </section>
  );
}
