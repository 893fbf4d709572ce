import { useCountdown } from '../hooks/useCountdown'
import './SmsButton.css'

interface Props {
  disabled?: boolean
  onSend: () => Promise<void>
  total?: number
}

export default function SmsButton({ disabled, onSend, total = 60 }: Props) {
  const { seconds, running, start } = useCountdown(total)

  const handleClick = async () => {
    await onSend()
    start()
  }

  return (
    <button
      type="button"
      className="sms-btn"
      disabled={disabled || running}
      onClick={handleClick}
      aria-live="polite"
      aria-atomic="true"
    >
      {running ? `${seconds}s 后重新获取` : '获取验证码'}
    </button>
  )
}
