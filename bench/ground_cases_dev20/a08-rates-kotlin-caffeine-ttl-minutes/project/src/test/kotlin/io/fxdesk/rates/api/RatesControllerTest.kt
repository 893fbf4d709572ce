package io.fxdesk.rates.api

import com.ninjasquad.springmockk.MockkBean
import io.fxdesk.rates.ecb.DailyRates
import io.fxdesk.rates.ecb.EcbClient
import io.mockk.every
import org.junit.jupiter.api.Test
import org.springframework.beans.factory.annotation.Autowired
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest
import org.springframework.test.web.servlet.MockMvc
import org.springframework.test.web.servlet.get
import java.math.BigDecimal
import java.time.LocalDate

@WebMvcTest(RatesController::class)
class RatesControllerTest(@Autowired val mvc: MockMvc) {

    @MockkBean
    lateinit var ecb: EcbClient

    private val today = DailyRates(
        LocalDate.of(2025, 11, 12),
        mapOf("EUR" to BigDecimal.ONE, "USD" to BigDecimal("1.0850"), "GBP" to BigDecimal("0.8500")),
    )

    @Test
    fun `converts between two non-EUR currencies`() {
        every { ecb.fetchRates() } returns today
        mvc.get("/api/rates?from=USD&to=GBP").andExpect {
            status { isOk() }
            jsonPath("$.rate") { value(0.7834101382488479) }
        }
    }

    @Test
    fun `rejects unknown currencies`() {
        every { ecb.fetchRates() } returns today
        mvc.get("/api/rates?from=USD&to=XXX").andExpect { status { isBadRequest() } }
    }
}
