import { z } from 'zod'
import { eq } from 'drizzle-orm'
import { useDb } from '~/server/utils/db'
import { products } from '~/server/db/schema'
import { requireAdmin } from '~/server/utils/auth'

const Params = z.object({ id: z.coerce.number().int().positive() })
const Body = z.object({
  name: z.string().min(1).max(120).optional(),
  price: z.number().int().nonnegative().optional(),
  salePrice: z.number().int().nonnegative().nullable().optional(),
  stock: z.number().int().nonnegative().optional(),
})

export default defineEventHandler(async (event) => {
  await requireAdmin(event)
  const { id } = await getValidatedRouterParams(event, Params.parse)
  const body = await readValidatedBody(event, Body.parse)
  const db = useDb()
  const [updated] = await db
    .update(products)
    .set({ ...body, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning()
  if (!updated) {
    throw createError({ statusCode: 404, statusMessage: 'Product not found' })
  }
  return { ok: true, id: updated.id, updatedAt: updated.updatedAt }
})
