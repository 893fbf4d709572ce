'use client';

import { signIn } from 'next-auth/react';
import { useSearchParams } from 'next/navigation';

const MESSAGES: Record<string, string> = {
  AccessDenied: "We couldn't get an email address from your account.",
  OAuthAccountNotLinked: 'This email is already linked to another sign-in method.',
};

export default function LoginPage() {
  const error = useSearchParams().get('error');
  return (
    <main>
      <h1>Sign in to Studyhall</h1>
      {error && <p className="error">{MESSAGES[error] ?? 'Sign-in failed, please try again.'}</p>}
      <button onClick={() => signIn('github', { callbackUrl: '/dashboard' })}>Sign in with GitHub</button>
    </main>
  );
}
