package io.fxdesk.rates.api

import io.fxdesk.rates.ecb.EcbClient
import org.springframework.http.HttpStatus
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.RequestMapping
import org.springframework.web.bind.annotation.RequestParam
import org.springframework.web.bind.annotation.RestController
import org.springframework.web.server.ResponseStatusException
import java.math.BigDecimal
import java.math.MathContext
import java.time.LocalDate

data class RateResponse(val from: String, val to: String, val rate: BigDecimal, val date: LocalDate)

@RestController
@RequestMapping("/api/rates")
class RatesController(private val ecb: EcbClient) {

    @GetMapping
    fun rate(
        @RequestParam from: String,
        @RequestParam to: String,
    ): RateResponse {
        val daily = ecb.fetchRates()
        val fromRate = daily.rates[from.uppercase()]
            ?: throw ResponseStatusException(HttpStatus.BAD_REQUEST, "unknown currency $from")
        val toRate = daily.rates[to.uppercase()]
            ?: throw ResponseStatusException(HttpStatus.BAD_REQUEST, "unknown currency $to")
        val rate = toRate.divide(fromRate, MathContext.DECIMAL64)
        return RateResponse(from.uppercase(), to.uppercase(), rate, daily.date)
    }

    @GetMapping("/currencies")
    fun currencies(): List<String> = ecb.fetchRates().rates.keys.sorted()
}
