package com.acme.payroll.repo

import com.acme.payroll.domain.Employee
import com.acme.payroll.domain.Payslip
import org.springframework.data.jpa.repository.JpaRepository
import org.springframework.data.jpa.repository.Query
import org.springframework.data.repository.query.Param
import java.time.LocalDate

interface EmployeeRepository : JpaRepository<Employee, Long>

interface PayslipRepository : JpaRepository<Payslip, Long> {

    fun findByEmployeeIdAndMonth(employeeId: Long, month: String): Payslip?

    /** Payslips whose period contains [day], e.g. for the sick-pay lookup. */
    @Query(
        value = """
            SELECT p.* FROM payslips p
            WHERE p.period_start <= :day AND p.period_end >= :day
            ORDER BY p.employee_id
        """,
        nativeQuery = true,
    )
    fun findCovering(@Param("day") day: LocalDate): List<Payslip>

    @Query("SELECT p FROM Payslip p WHERE p.employeeId = :employeeId ORDER BY p.periodStart DESC")
    fun history(@Param("employeeId") employeeId: Long): List<Payslip>
}
