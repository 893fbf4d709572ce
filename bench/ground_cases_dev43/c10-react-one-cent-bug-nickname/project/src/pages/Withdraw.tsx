import { useState } from 'react'
import { Button, Form, Input, message } from 'antd'
import { applyWithdraw } from '@/api/wallet'
import { fenToYuan, parseYuan, yuanToFen } from '@/utils/money'
import { isAmount } from '@/utils/validators'

interface Props {
  balanceFen: number
  onDone: () => void
}

export default function Withdraw({ balanceFen, onDone }: Props) {
  const [amount, setAmount] = useState('')
  const [submitting, setSubmitting] = useState(false)

  async function submit() {
    if (!isAmount(amount)) {
      message.error('金额最多两位小数')
      return
    }
    const yuan = parseYuan(amount)
    if (Number.isNaN(yuan) || yuan <= 0) {
      message.error('请输入正确的金额')
      return
    }
    const fen = yuanToFen(yuan)
    if (fen > balanceFen) {
      message.error(`最多可提现 ¥${fenToYuan(balanceFen)}`)
      return
    }
    setSubmitting(true)
    try {
      await applyWithdraw({ amountFen: fen })
      message.success('提现申请已提交')
      onDone()
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Form layout="vertical" onFinish={submit}>
      <Form.Item label={`提现金额（可提现 ¥${fenToYuan(balanceFen)}）`}>
        <Input value={amount} onChange={(e) => setAmount(e.target.value)} prefix="¥" inputMode="decimal" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting} block>
        确认提现
      </Button>
    </Form>
  )
}
