import { memo } from 'react'
import type { Product } from '../api/products'
import { discountPercent, formatCount, formatPrice, truncate } from '../utils/format'

interface Props {
  product: Product
}

export const ProductCard = memo(function ProductCard({ product }: Props) {
  const off = discountPercent(product.listPriceCents, product.priceCents)
  return (
    <article className="product-card">
      <img src={product.imageUrl} alt={product.name} width={240} height={240} loading="lazy" decoding="async" />
      <h3 title={product.name}>{truncate(product.name, 28)}</h3>
      <div className="price">
        <span className="sale">{formatPrice(product.priceCents)}</span>
        {off > 0 && (
          <>
            <s className="list">{formatPrice(product.listPriceCents)}</s>
            <span className="badge">-{off}%</span>
          </>
        )}
      </div>
      <p className="sales">已售 {formatCount(product.sales)}</p>
    </article>
  )
})
