import { QRCodeSVG } from 'qrcode.react'
import { useTranslation } from 'react-i18next'
import { useCountdown } from '../hooks/useCountdown'
import { formatMMSS } from '../utils/time'

interface Props {
  qrUrl: string
  /** seconds until the payment QR code expires */
  expiresIn: number
  onExpired: () => void
  onRefresh: () => void
}

export function PayTimer({ qrUrl, expiresIn, onExpired, onRefresh }: Props) {
  const { t } = useTranslation()
  const left = useCountdown({ seconds: expiresIn, onExpire: onExpired })
  const expired = left === 0

  return (
    <div className="pay-timer">
      <div className={expired ? 'qr qr--expired' : 'qr'}>
        <QRCodeSVG value={qrUrl} size={220} />
      </div>
      {expired ? (
        <button type="button" className="btn" onClick={onRefresh}>
          {t('pay.refreshQr')}
        </button>
      ) : (
        <p className="hint">{t('pay.expiresIn', { time: formatMMSS(left) })}</p>
      )}
    </div>
  )
}
