package com.acme.settlement.finance

import com.acme.settlement.FinanceProperties
import org.springframework.boot.web.client.RestTemplateBuilder
import org.springframework.stereotype.Component
import org.springframework.web.client.RestTemplate
import java.time.LocalDate

/** finance-api: receives one notification per settlement batch. */
@Component
class FinanceClient(
    builder: RestTemplateBuilder,
    props: FinanceProperties,
) {
    private val rest: RestTemplate = builder
        .rootUri(props.baseUrl)
        .setConnectTimeout(props.connectTimeout)
        .setReadTimeout(props.readTimeout)
        .build()

    data class BatchNotice(val settleDate: String, val merchants: Int, val totalFen: Long)

    fun notifyBatch(day: LocalDate, merchants: Int, totalFen: Long) {
        rest.postForEntity(
            "/api/v1/settlement-batches",
            BatchNotice(day.toString(), merchants, totalFen),
            Void::class.java,
        )
    }

    fun ping(): Boolean =
        try {
            rest.getForEntity("/actuator/health", String::class.java).statusCode.is2xxSuccessful
        } catch (e: Exception) {
            false
        }
}
