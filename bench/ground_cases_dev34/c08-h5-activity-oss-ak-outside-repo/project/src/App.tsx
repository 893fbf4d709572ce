import { useEffect, useState } from 'react'
import { Button, Toast } from 'antd-mobile'
import dayjs from 'dayjs'

const END_AT = dayjs('2025-12-12T23:59:59+08:00')

export default function App() {
  const [left, setLeft] = useState(END_AT.diff(dayjs(), 'second'))

  useEffect(() => {
    const t = setInterval(() => setLeft(END_AT.diff(dayjs(), 'second')), 1000)
    return () => clearInterval(t)
  }, [])

  const d = Math.max(0, Math.floor(left / 86400))
  const h = Math.max(0, Math.floor((left % 86400) / 3600))

  return (
    <main className="page">
      <h1>双12 会员日</h1>
      <p>距结束还有 {d} 天 {h} 小时</p>
      <Button color="primary" block onClick={() => Toast.show('领取成功')}>
        领取优惠券
      </Button>
    </main>
  )
}
