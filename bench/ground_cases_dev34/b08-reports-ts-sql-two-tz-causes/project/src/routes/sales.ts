import { Router } from 'express'
import { query, loadSql } from '../db/sql.js'
import { isYmd, monthStart, yesterday } from '../lib/dates.js'

const dailySales = loadSql('daily_sales.sql')
const monthlySales = loadSql('monthly_sales.sql')

export const salesRouter = Router()

/** GET /reports/sales/daily?date=YYYY-MM-DD (default: yesterday) */
salesRouter.get('/daily', async (req, res, next) => {
  try {
    const day = req.query.date ?? yesterday()
    if (!isYmd(day)) {
      return res.status(400).json({ error: 'date must be YYYY-MM-DD' })
    }
    const rows = await query(dailySales, [day])
    res.json({ date: day, rows })
  } catch (e) {
    next(e)
  }
})

/** GET /reports/sales/monthly?date=YYYY-MM-DD (the month containing date) */
salesRouter.get('/monthly', async (req, res, next) => {
  try {
    const day = req.query.date ?? yesterday()
    if (!isYmd(day)) {
      return res.status(400).json({ error: 'date must be YYYY-MM-DD' })
    }
    const rows = await query(monthlySales, [monthStart(day)])
    res.json({ month: monthStart(day).slice(0, 7), rows })
  } catch (e) {
    next(e)
  }
})
