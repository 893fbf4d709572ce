import { useState } from 'react'
import SmsButton from '../components/SmsButton'
import { loginBySms, sendLoginCode } from '../api/auth'

export default function LoginPage() {
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const phoneOk = /^1\d{10}$/.test(phone)

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    try {
      const { token } = await loginBySms(phone, code)
      localStorage.setItem('token', token)
      location.href = '/'
    } catch (err) {
      setError((err as Error).message)
    }
  }

  return (
    <form className="login" onSubmit={submit}>
      <input value={phone} onChange={(e) => setPhone(e.target.value)} placeholder="手机号" inputMode="numeric" />
      <div className="row">
        <input value={code} onChange={(e) => setCode(e.target.value)} placeholder="验证码" inputMode="numeric" />
        <SmsButton disabled={!phoneOk} onSend={() => sendLoginCode(phone)} />
      </div>
      {error && <p className="error">{error}</p>}
      <button type="submit" disabled={!phoneOk || code.length !== 6}>
        登录
      </button>
    </form>
  )
}
