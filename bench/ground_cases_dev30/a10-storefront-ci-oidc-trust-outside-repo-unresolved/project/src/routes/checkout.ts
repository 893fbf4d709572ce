import { Router } from 'express'

import { createCheckoutSession } from '../services/checkout.js'

export const checkoutRouter = Router()

checkoutRouter.post('/', async (req, res) => {
  const session = await createCheckoutSession(req.header('x-session-id') ?? '')
  res.status(201).json({ url: session.url })
})
