import { useState } from 'react'
import { login } from '@/lib/auth'
import styles from './LoginForm.module.css'

type Props = {
  onSuccess: () => void
}

export default function LoginForm({ onSuccess }: Props) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const handleSubmit = async () => {
    if (busy) return
    setBusy(true)
    setError('')
    try {
      await login(email, password)
      onSuccess()
    } catch {
      setError('メールアドレスまたはパスワードが違います')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.form}>
      <label htmlFor="login-email" className={styles.srOnly}>メールアドレス</label>
      <input
        id="login-email"
        className={styles.input}
        type="email"
        autoComplete="email"
        placeholder="メールアドレス"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <label htmlFor="login-password" className={styles.srOnly}>パスワード</label>
      <input
        id="login-password"
        className={styles.input}
        type="password"
        autoComplete="current-password"
        placeholder="パスワード"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.button} onClick={handleSubmit}>
        {busy ? 'ログイン中…' : 'ログイン'}
      </div>
    </div>
  )
}
