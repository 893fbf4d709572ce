import { Router } from 'express'

import { getCart, setQuantity } from '../services/cart.js'

export const cartRouter = Router()

cartRouter.get('/', async (req, res) => {
  res.json(await getCart(req.header('x-session-id') ?? ''))
})

cartRouter.put('/items/:sku', async (req, res) => {
  const qty = Number(req.body?.quantity)
  if (!Number.isInteger(qty) || qty < 0 || qty > 99) {
    res.status(400).json({ error: 'quantity must be an integer between 0 and 99' })
    return
  }
  res.json(await setQuantity(req.header('x-session-id') ?? '', req.params.sku, qty))
})
