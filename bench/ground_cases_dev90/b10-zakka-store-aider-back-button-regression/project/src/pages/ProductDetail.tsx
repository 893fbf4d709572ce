import { useEffect, useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import type { Product } from '../types'

export default function ProductDetail() {
  const { id } = useParams()
  const [product, setProduct] = useState<Product | null>(null)
  const [notFound, setNotFound] = useState(false)

  useEffect(() => {
    setNotFound(false)
    fetch(`/api/products/${id}`)
      .then((res) => {
        if (res.status === 404) {
          setNotFound(true)
          return null
        }
        return res.json()
      })
      .then((data) => data && setProduct(data))
  }, [id])

  if (notFound) return <p className="not-found">商品が見つかりません</p>
  if (!product) return <p className="loading">読み込み中…</p>

  return (
    <article className="detail">
      <Link to="..">一覧に戻る</Link>
      <img src={product.thumbnail} alt={product.name} />
      <h1>{product.name}</h1>
      <p className="price">¥{product.price.toLocaleString()}</p>
      <p className={product.stock > 0 ? 'stock' : 'stock is-out'}>
        {product.stock > 0 ? `在庫 ${product.stock}` : '在庫切れ'}
      </p>
    </article>
  )
}
