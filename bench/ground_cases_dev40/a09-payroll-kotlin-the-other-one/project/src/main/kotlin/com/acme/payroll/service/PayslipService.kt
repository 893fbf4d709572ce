package com.acme.payroll.service

import com.acme.payroll.domain.Employee
import com.acme.payroll.domain.Payslip
import com.acme.payroll.repo.EmployeeRepository
import com.acme.payroll.repo.PayslipRepository
import com.acme.payroll.tax.TaxTables
import org.springframework.stereotype.Service
import org.springframework.transaction.annotation.Transactional
import java.math.BigDecimal
import java.math.RoundingMode
import java.time.LocalDate
import java.time.YearMonth
import java.time.temporal.ChronoUnit

@Service
class PayslipService(
    private val employees: EmployeeRepository,
    private val payslips: PayslipRepository,
    private val taxTables: TaxTables,
) {

    /** The period a payslip covers: first to last day of the month. */
    fun periodFor(month: YearMonth): Pair<LocalDate, LocalDate> = month.atDay(1) to month.atEndOfMonth()

    @Transactional
    fun generate(employeeId: Long, month: YearMonth): Payslip {
        payslips.findByEmployeeIdAndMonth(employeeId, month.toString())?.let { return it }

        val employee = employees.findById(employeeId).orElseThrow { NoSuchElementException("employee $employeeId") }
        val (start, end) = periodFor(month)
        val gross = grossFor(employee, start, end)
        val tax = incomeTax(employee, gross)
        val social = socialContributions(gross)

        return payslips.save(
            Payslip(
                employeeId = employee.id!!,
                month = month.toString(),
                periodStart = start,
                periodEnd = end,
                gross = gross,
                incomeTax = tax,
                social = social,
                net = gross - tax - social,
            ),
        )
    }

    /** Pro rata for people who join or leave within the period. */
    private fun grossFor(employee: Employee, start: LocalDate, end: LocalDate): BigDecimal {
        val from = maxOf(start, employee.startDate)
        val to = employee.endDate?.let { minOf(end, it) } ?: end
        if (to < from) return BigDecimal.ZERO
        val worked = BigDecimal(ChronoUnit.DAYS.between(from, to) + 1)
        return (employee.monthlySalary * worked).divide(BigDecimal(start.lengthOfMonth()), 2, RoundingMode.HALF_UP)
    }

    private fun incomeTax(employee: Employee, gross: BigDecimal): BigDecimal {
        val table = taxTables.forClass(employee.taxClass!!)
        return table.monthlyTax(gross).setScale(2, RoundingMode.HALF_UP)
    }

    private fun socialContributions(gross: BigDecimal): BigDecimal =
        (gross * SOCIAL_RATE).setScale(2, RoundingMode.HALF_UP)

    companion object {
        private val SOCIAL_RATE = BigDecimal("0.2045")
    }
}
