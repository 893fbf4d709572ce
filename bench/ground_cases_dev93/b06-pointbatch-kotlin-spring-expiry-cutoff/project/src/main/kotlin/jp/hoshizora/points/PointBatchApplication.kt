package jp.hoshizora.points

import org.springframework.boot.autoconfigure.SpringBootApplication
import org.springframework.boot.runApplication
import org.springframework.context.annotation.Bean
import org.springframework.scheduling.annotation.EnableScheduling
import org.springframework.web.client.RestClient
import java.time.Clock

/**
 * Monthly batch for the loyalty points: expires grants older than 12 months.
 * Runs as a single container on the batch host (see deploy/ in the infra repo).
 *
 * The container, the JVM and Postgres all run in UTC; members see dates in Japan time.
 */
@SpringBootApplication
@EnableScheduling
class PointBatchApplication {

    @Bean
    fun clock(): Clock = Clock.systemUTC()

    @Bean
    fun restClient(): RestClient = RestClient.builder()
        .defaultHeader("User-Agent", "point-batch")
        .build()
}

fun main(args: Array<String>) {
    runApplication<PointBatchApplication>(*args)
}
