import { Router } from 'express'
import { requireAuth, requireRole } from '../auth/middleware.js'
import { salesRouter } from './sales.js'
import { stockRouter } from './stock.js'

export const api = Router()

api.get('/healthz', (_req, res) => res.json({ ok: true }))

api.use('/reports', requireAuth)
api.use('/reports/sales', requireRole('finance', 'admin'), salesRouter)
api.use('/reports/stock', requireRole('warehouse', 'admin'), stockRouter)
