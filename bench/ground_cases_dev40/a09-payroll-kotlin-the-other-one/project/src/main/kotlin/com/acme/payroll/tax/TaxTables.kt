package com.acme.payroll.tax

import org.springframework.stereotype.Component
import java.math.BigDecimal
import java.math.RoundingMode

/**
 * Simplified monthly wage tax per tax class (Lohnsteuerklasse 1-6).
 * Good enough for the estimates on the payslip preview; the real numbers
 * come from the DATEV export.
 */
@Component
class TaxTables {

    fun interface Table {
        fun monthlyTax(gross: BigDecimal): BigDecimal
    }

    private val tables: Map<Int, Table> = mapOf(
        1 to progressive(allowance = "1005.00"),
        2 to progressive(allowance = "1350.00"),
        3 to progressive(allowance = "2010.00"),
        4 to progressive(allowance = "1005.00"),
        5 to progressive(allowance = "0.00", baseRate = "0.18"),
        6 to progressive(allowance = "0.00", baseRate = "0.18"),
    )

    fun forClass(taxClass: Int): Table =
        tables[taxClass] ?: throw IllegalArgumentException("unknown tax class $taxClass")

    private fun progressive(allowance: String, baseRate: String = "0.14"): Table {
        val free = BigDecimal(allowance)
        val base = BigDecimal(baseRate)
        return Table { gross ->
            val taxable = (gross - free).max(BigDecimal.ZERO)
            val rate = (base + taxable.divide(BigDecimal("40000"), 6, RoundingMode.HALF_UP)).min(BigDecimal("0.42"))
            taxable * rate
        }
    }
}
