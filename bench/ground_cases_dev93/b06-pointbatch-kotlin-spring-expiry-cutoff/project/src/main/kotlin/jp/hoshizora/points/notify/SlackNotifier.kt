package jp.hoshizora.points.notify

import org.slf4j.LoggerFactory
import org.springframework.beans.factory.annotation.Value
import org.springframework.http.MediaType
import org.springframework.stereotype.Component
import org.springframework.web.client.RestClient
import org.springframework.web.client.RestClientException

@Component
class SlackNotifier(
    private val rest: RestClient,
    @Value("\${slack.webhook-url:}") private val webhookUrl: String,
    @Value("\${slack.channel:#points-ops}") private val channel: String,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    /** Best effort: a Slack outage must never fail the batch. */
    fun post(text: String) {
        if (webhookUrl.isBlank()) {
            log.debug("slack webhook not configured, skipped: {}", text)
            return
        }
        try {
            rest.post()
                .uri(webhookUrl)
                .contentType(MediaType.APPLICATION_JSON)
                .body(mapOf("channel" to channel, "text" to text))
                .retrieve()
                .toBodilessEntity()
        } catch (e: RestClientException) {
            log.warn("slack post failed: {}", e.message)
        }
    }
}
