package io.fxdesk.rates.ecb

import com.ninjasquad.springmockk.SpykBean
import io.mockk.every
import io.mockk.verify
import org.junit.jupiter.api.Test
import org.springframework.beans.factory.annotation.Autowired
import org.springframework.boot.test.context.SpringBootTest
import java.math.BigDecimal
import java.time.LocalDate

@SpringBootTest
class EcbClientCacheTest(@Autowired val client: EcbClient) {

    @SpykBean
    lateinit var spy: EcbClient

    @Test
    fun `second call within the TTL is served from the cache`() {
        every { spy.fetchRates() } answers { DailyRates(LocalDate.of(2025, 11, 13), mapOf("EUR" to BigDecimal.ONE)) }

        client.fetchRates()
        client.fetchRates()

        verify(exactly = 1) { spy.fetchRates() }
    }
}
