import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useCart } from '../../hooks/useCart'
import { CartSummary } from '../CartSummary'

vi.mock('../../hooks/useCart')

function cart(subtotalCents: number, couponCents = 0) {
  vi.mocked(useCart).mockReturnValue({
    lines: [{ sku: 'TEE-M', qty: 1, unitCents: subtotalCents }],
    subtotalCents,
    couponCents,
  } as unknown as ReturnType<typeof useCart>)
}

describe('CartSummary', () => {
  it('shows the subtotal', () => {
    cart(2000)
    render(<CartSummary onCheckout={() => {}} />)
    expect(screen.getByTestId('subtotal')).toHaveTextContent('€20.00')
  })

  it('adds shipping to the total', () => {
    cart(2000)
    render(<CartSummary onCheckout={() => {}} />)
    expect(screen.getByTestId('total')).toHaveTextContent('€24.95')
  })

  it('subtracts the coupon', () => {
    cart(2000, 500)
    render(<CartSummary onCheckout={() => {}} />)
    expect(screen.getByTestId('total')).toHaveTextContent('€19.95')
  })

  it('shows free shipping from €50', () => {
    cart(6000)
    render(<CartSummary onCheckout={() => {}} />)
    expect(screen.getByTestId('shipping')).toHaveTextContent('Free')
    expect(screen.queryByTestId('free-shipping-hint')).toBeNull()
  })
})
