import { useState } from 'react'
import ConfirmDialog from './ConfirmDialog'

export default function AccountPage() {
  const [confirming, setConfirming] = useState(false)
  const [message, setMessage] = useState('')

  const deactivate = async () => {
    setConfirming(false)
    const res = await fetch('/api/account/deactivate', { method: 'POST' })
    setMessage(res.ok ? '已提交注销申请' : '操作失败，请稍后重试')
  }

  return (
    <section className="account">
      <h1>账号设置</h1>
      <button type="button" className="danger" onClick={() => setConfirming(true)}>
        注销账号
      </button>
      {message && <p role="status">{message}</p>}
      <ConfirmDialog open={confirming} title="确认注销？" onConfirm={deactivate} onCancel={() => setConfirming(false)}>
        注销后所有积分和订单记录将无法恢复。
      </ConfirmDialog>
    </section>
  )
}
