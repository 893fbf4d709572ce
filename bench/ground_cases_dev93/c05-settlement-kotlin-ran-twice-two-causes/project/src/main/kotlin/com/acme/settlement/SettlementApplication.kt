package com.acme.settlement

import org.springframework.boot.autoconfigure.SpringBootApplication
import org.springframework.boot.context.properties.ConfigurationProperties
import org.springframework.boot.context.properties.ConfigurationPropertiesScan
import org.springframework.boot.runApplication
import java.time.Duration

@SpringBootApplication
@ConfigurationPropertiesScan
class SettlementApplication

@ConfigurationProperties(prefix = "finance")
data class FinanceProperties(
    val baseUrl: String,
    val connectTimeout: Duration = Duration.ofSeconds(2),
    val readTimeout: Duration = Duration.ofSeconds(10),
)

@ConfigurationProperties(prefix = "settlement")
data class SettlementProperties(
    val cron: String,
)

fun main(args: Array<String>) {
    runApplication<SettlementApplication>(*args)
}

/*
 * The job also serves a small HTTP API (see web/) for the ops console:
 * GET /settlements/{date} and POST /settlements/{date}/rerun.
 * Everything scheduled lives in job/.
 */
