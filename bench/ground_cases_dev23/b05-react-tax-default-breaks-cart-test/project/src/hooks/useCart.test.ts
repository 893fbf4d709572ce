import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { Product } from '../types'
import { useCart } from './useCart'

const nori: Product = { id: 'p3', name: 'のり弁', price: 480 }
const hamburg: Product = { id: 'p4', name: 'ハンバーグ弁当', price: 750 }
const tea: Product = { id: 'p9', name: 'お茶', price: 150 }

describe('useCart', () => {
  it('adds the same product as quantity', () => {
    const { result } = renderHook(() => useCart())
    act(() => result.current.add(nori))
    act(() => result.current.add(nori))
    expect(result.current.items).toHaveLength(1)
    expect(result.current.items[0].quantity).toBe(2)
  })

  it('removes an item when quantity is set to 0', () => {
    const { result } = renderHook(() => useCart([{ product: nori, quantity: 1 }]))
    act(() => result.current.setQuantity('p3', 0))
    expect(result.current.items).toEqual([])
  })

  it('total excludes removed items', () => {
    const { result } = renderHook(() =>
      useCart([
        { product: nori, quantity: 1 },
        { product: hamburg, quantity: 2 },
        { product: tea, quantity: 1 },
      ]),
    )
    act(() => result.current.remove('p9'))
    expect(result.current.total).toBe(1980)
  })

  it('requires the minimum order', () => {
    const { result } = renderHook(() => useCart([{ product: nori, quantity: 1 }]))
    expect(result.current.canOrder).toBe(false)
  })
})
