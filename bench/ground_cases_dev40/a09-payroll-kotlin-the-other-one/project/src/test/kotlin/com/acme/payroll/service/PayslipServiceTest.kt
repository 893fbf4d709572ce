package com.acme.payroll.service

import com.acme.payroll.domain.Employee
import com.acme.payroll.repo.EmployeeRepository
import com.acme.payroll.repo.PayslipRepository
import com.acme.payroll.tax.TaxTables
import io.mockk.every
import io.mockk.mockk
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.BeforeEach
import org.junit.jupiter.api.Test
import java.math.BigDecimal
import java.time.LocalDate
import java.time.YearMonth
import java.util.Optional

class PayslipServiceTest {
    private val employees = mockk<EmployeeRepository>()
    private val payslips = mockk<PayslipRepository>()
    private val service = PayslipService(employees, payslips, TaxTables())

    @BeforeEach
    fun setUp() {
        every { payslips.findByEmployeeIdAndMonth(any(), any()) } returns null
        every { payslips.save(any()) } answers { firstArg() }
    }

    private fun employee(start: LocalDate = LocalDate.of(2024, 1, 1), taxClass: Int? = 1): Employee {
        val e = Employee(id = 7, name = "Ida Holm", monthlySalary = BigDecimal("4200.00"), startDate = start, taxClass = taxClass)
        every { employees.findById(7) } returns Optional.of(e)
        return e
    }

    @Test
    fun `period covers the whole month`() {
        val (start, end) = service.periodFor(YearMonth.of(2025, 10))
        assertEquals(LocalDate.of(2025, 10, 1), start)
        assertEquals(LocalDate.of(2025, 10, 31), end)
    }

    @Test
    fun `full month pays full salary`() {
        employee()
        val slip = service.generate(7, YearMonth.of(2025, 10))
        assertEquals(BigDecimal("4200.00"), slip.gross)
    }

    @Test
    fun `joiner mid month is paid pro rata`() {
        employee(start = LocalDate.of(2025, 10, 16))
        val slip = service.generate(7, YearMonth.of(2025, 10))
        assertEquals(BigDecimal("2167.74"), slip.gross)
    }

    @Test
    fun `new hire without tax class gets a payslip`() {
        employee(start = LocalDate.of(2025, 10, 1), taxClass = null)
        val slip = service.generate(7, YearMonth.of(2025, 10))
        assertTrue(slip.incomeTax > BigDecimal.ZERO)
    }
}
