package com.acme.payroll.domain

import jakarta.persistence.Column
import jakarta.persistence.Entity
import jakarta.persistence.GeneratedValue
import jakarta.persistence.GenerationType
import jakarta.persistence.Id
import jakarta.persistence.Table
import java.math.BigDecimal
import java.time.LocalDate

@Entity
@Table(name = "payslips")
class Payslip(
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    var id: Long? = null,

    @Column(name = "employee_id")
    var employeeId: Long,

    /** ISO year-month, e.g. "2025-10". */
    var month: String,

    @Column(name = "period_start")
    var periodStart: LocalDate,

    @Column(name = "period_end")
    var periodEnd: LocalDate,

    var gross: BigDecimal,

    @Column(name = "income_tax")
    var incomeTax: BigDecimal,

    var social: BigDecimal,

    var net: BigDecimal,
)
