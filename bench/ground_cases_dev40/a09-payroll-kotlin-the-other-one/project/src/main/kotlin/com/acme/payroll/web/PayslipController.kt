package com.acme.payroll.web

import com.acme.payroll.domain.Payslip
import com.acme.payroll.repo.PayslipRepository
import com.acme.payroll.service.PayslipService
import org.springframework.http.HttpStatus
import org.springframework.web.bind.annotation.ExceptionHandler
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.PathVariable
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestMapping
import org.springframework.web.bind.annotation.ResponseStatus
import org.springframework.web.bind.annotation.RestController
import java.time.YearMonth

@RestController
@RequestMapping("/employees/{employeeId}/payslips")
class PayslipController(
    private val service: PayslipService,
    private val payslips: PayslipRepository,
) {

    @GetMapping
    fun history(@PathVariable employeeId: Long): List<Payslip> = payslips.history(employeeId)

    @PostMapping("/{month}")
    @ResponseStatus(HttpStatus.CREATED)
    fun generate(@PathVariable employeeId: Long, @PathVariable month: String): Payslip =
        service.generate(employeeId, YearMonth.parse(month))

    @ExceptionHandler(NoSuchElementException::class)
    @ResponseStatus(HttpStatus.NOT_FOUND)
    fun notFound(e: NoSuchElementException): Map<String, String> = mapOf("error" to (e.message ?: "not found"))
}
