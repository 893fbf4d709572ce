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
@Table(name = "employees")
class Employee(
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    var id: Long? = null,

    var name: String,

    @Column(name = "monthly_salary", precision = 10, scale = 2)
    var monthlySalary: BigDecimal,

    @Column(name = "start_date")
    var startDate: LocalDate,

    @Column(name = "end_date")
    var endDate: LocalDate? = null,

    /**
     * Lohnsteuerklasse 1-6 from the ELStAM data. Null for new hires until
     * the tax office has sent their data (usually a few weeks).
     */
    @Column(name = "tax_class")
    var taxClass: Int? = null,
)
