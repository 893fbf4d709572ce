package io.fxdesk.rates.ecb

import com.fasterxml.jackson.dataformat.xml.XmlMapper
import org.springframework.boot.context.properties.ConfigurationProperties
import org.springframework.boot.web.client.RestTemplateBuilder
import org.springframework.cache.annotation.Cacheable
import org.springframework.stereotype.Component
import org.springframework.web.client.RestTemplate
import java.math.BigDecimal
import java.time.Duration
import java.time.LocalDate

@ConfigurationProperties(prefix = "ecb")
data class EcbProperties(
    val baseUrl: String,
    val timeout: Duration,
)

data class DailyRates(val date: LocalDate, val rates: Map<String, BigDecimal>)

@Component
class EcbClient(
    private val props: EcbProperties,
    builder: RestTemplateBuilder,
) {
    private val rest: RestTemplate = builder
        .setConnectTimeout(props.timeout)
        .setReadTimeout(props.timeout)
        .build()

    private val xml = XmlMapper()

    /** Today's reference rates against EUR from the ECB feed, cached (see spring.cache in application.yml). */
    @Cacheable("ecbRates")
    fun fetchRates(): DailyRates {
        val body = rest.getForObject("${props.baseUrl}/eurofxref-daily.xml", String::class.java)
            ?: error("empty response from ECB")
        return parse(body)
    }

    internal fun parse(body: String): DailyRates {
        val root = xml.readTree(body)
        val day = root.path("Cube").path("Cube")
        val date = LocalDate.parse(day.path("time").asText())
        val rates = day.path("Cube").associate { node ->
            node.path("currency").asText() to BigDecimal(node.path("rate").asText())
        }
        return DailyRates(date, rates + ("EUR" to BigDecimal.ONE))
    }
}
