import express from 'express'

import { cartRouter } from './routes/cart.js'
import { checkoutRouter } from './routes/checkout.js'
import { healthRouter } from './routes/health.js'

const app = express()
app.disable('x-powered-by')
app.use(express.json({ limit: '100kb' }))

app.use('/health', healthRouter)
app.use('/api/cart', cartRouter)
app.use('/api/checkout', checkoutRouter)

const port = Number(process.env.PORT ?? 3000)
app.listen(port, () => {
  console.log(`storefront listening on ${port}`)
})
