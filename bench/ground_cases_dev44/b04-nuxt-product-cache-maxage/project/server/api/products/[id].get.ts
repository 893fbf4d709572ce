import { z } from 'zod'
import { useDb } from '~/server/utils/db'

const Params = z.object({ id: z.coerce.number().int().positive() })

// 商品詳細。DB 負荷対策で Nitro の cached handler を使う
export default defineCachedEventHandler(
  async (event) => {
    const { id } = await getValidatedRouterParams(event, Params.parse)
    const db = useDb()
    const product = await db.query.products.findFirst({
      where: (p, { eq }) => eq(p.id, id),
      with: { images: true, category: true },
    })
    if (!product) {
      throw createError({ statusCode: 404, statusMessage: 'Product not found' })
    }
    return {
      id: product.id,
      name: product.name,
      price: product.price,
      salePrice: product.salePrice,
      stock: product.stock,
      category: product.category?.name ?? null,
      images: product.images.map((i) => ({ url: i.url, alt: i.alt })),
      ogImage: product.images[0]?.url ?? null,
    }
  },
  {
    name: 'product-detail',
    getKey: (event) => getRouterParam(event, 'id') ?? 'unknown',
    // 価格・在庫は管理画面の更新をすぐ反映したいので短めに
    maxAge: 60 * 60 * 24,
    swr: true,
  },
)
