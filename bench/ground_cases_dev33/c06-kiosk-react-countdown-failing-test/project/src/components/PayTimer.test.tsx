import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PayTimer } from './PayTimer'
import '../i18n'

describe('PayTimer', () => {
  it('shows the remaining time', () => {
    render(<PayTimer qrUrl="weixin://wxpay/bizpayurl?pr=abc" expiresIn={125} onExpired={vi.fn()} onRefresh={vi.fn()} />)
    expect(screen.getByText(/02:05/)).toBeTruthy()
  })
})
