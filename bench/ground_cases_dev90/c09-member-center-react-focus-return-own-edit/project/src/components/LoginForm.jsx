import { useState } from 'react'

export default function LoginForm({ onLogin = () => {} }) {
  const [account, setAccount] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState('')

  const handleSubmit = (e) => {
    e.preventDefault()
    if (!account || !password) {
      setError('请输入账号和密码')
      return
    }
    setError('')
    onLogin({ account, password })
  }

  return (
    <form onSubmit={handleSubmit} className="login-form">
      <div className="field">
        <label htmlFor="account">账号</label>
        <input id="account" value={account} onChange={(e) => setAccount(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="password">密码</label>
        <input id="password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </div>
      {error && <p role="alert">{error}</p>}
      <button type="submit">登录</button>
    </form>
  )
}
