package com.tallyho.reports

import java.time.LocalDate
import javax.sql.DataSource
import kotlinx.serialization.Serializable

@Serializable
data class MonthlyAmount(val month: String, val currency: String, val orders: Long, val cents: Long)

class ReportsRepository(private val ds: DataSource) {

    fun monthlyRevenue(from: LocalDate, to: LocalDate): List<MonthlyAmount> =
        query("SELECT month, currency, orders, revenue_cents AS cents FROM monthly_revenue", from, to)

    fun monthlyRefunds(from: LocalDate, to: LocalDate): List<MonthlyAmount> =
        query("SELECT month, currency, orders, refunded_cents AS cents FROM monthly_refunds", from, to)

    private fun query(select: String, from: LocalDate, to: LocalDate): List<MonthlyAmount> =
        ds.connection.use { c ->
            c.prepareStatement("$select WHERE month BETWEEN ? AND ? ORDER BY month, currency").use { st ->
                st.setObject(1, from)
                st.setObject(2, to)
                st.executeQuery().use { rs ->
                    buildList {
                        while (rs.next()) {
                            add(
                                MonthlyAmount(
                                    month = rs.getObject("month", LocalDate::class.java).toString(),
                                    currency = rs.getString("currency"),
                                    orders = rs.getLong("orders"),
                                    cents = rs.getLong("cents"),
                                )
                            )
                        }
                    }
                }
            }
        }
}
