'use client';
import { useState } from 'react';

export default function LoginPage() {
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(form: FormData) {
    const res = await fetch('/api/login', { method: 'POST', body: form });
    if (res.status === 423) {
      setError('アカウントがロックされています。しばらくしてからお試しください');
      return;
    }
    if (!res.ok) {
      setError('メールアドレスまたはパスワードが違います');
      return;
    }
    location.href = '/mypage';
  }

  return (
    <form action={onSubmit}>
      <label>メールアドレス<input name="email" type="email" /></label>
      <label>パスワード<input name="password" type="password" /></label>
      {error && <p role="alert">{error}</p>}
      <button type="submit">ログイン</button>
    </form>
  );
}
