import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Product } from '../api/products'
import { ProductGrid } from './ProductGrid'

const make = (id: number, name: string, priceCents: number, sales: number): Product => ({
  id,
  name,
  imageUrl: `/img/${id}.jpg`,
  priceCents,
  listPriceCents: priceCents,
  sales,
  createdAt: `2025-01-${String(id).padStart(2, '0')}T00:00:00Z`,
})

const products = [make(1, '保温杯', 5900, 120), make(2, '马克杯', 2900, 800), make(3, '帆布包', 3900, 40)]

describe('ProductGrid', () => {
  it('filters by query', () => {
    render(<ProductGrid products={products} query="杯" sort="sales" />)
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
  })

  it('sorts by price ascending', () => {
    render(<ProductGrid products={products} query="" sort="price-asc" />)
    const names = screen.getAllByRole('heading').map((h) => h.textContent)
    expect(names).toEqual(['马克杯', '帆布包', '保温杯'])
  })

  it('shows empty state', () => {
    render(<ProductGrid products={products} query="键盘" sort="sales" />)
    expect(screen.getByText('没有找到相关商品')).toBeTruthy()
  })
})
