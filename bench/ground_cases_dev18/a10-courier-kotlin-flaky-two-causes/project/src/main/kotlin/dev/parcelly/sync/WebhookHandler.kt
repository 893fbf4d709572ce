package dev.parcelly.sync

import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json
import org.slf4j.LoggerFactory

@Serializable
data class CourierEvent(val event: String, val trackingNumber: String? = null)

/** Handles POSTs from the courier's webhook: re-syncs the shipment the event is about. */
class WebhookHandler(private val sync: SyncService) {
    private val log = LoggerFactory.getLogger(WebhookHandler::class.java)
    private val json = Json { ignoreUnknownKeys = true }

    suspend fun handle(body: String) {
        val event = runCatching { json.decodeFromString<CourierEvent>(body) }.getOrElse {
            log.warn("unreadable webhook body: {}", it.message)
            return
        }
        when (event.event) {
            "shipment.updated", "shipment.delivered" -> {
                val number = event.trackingNumber ?: run {
                    log.warn("{} without trackingNumber", event.event)
                    return
                }
                sync.syncShipment(number)
            }
            else -> log.debug("ignoring webhook event {}", event.event)
        }
    }
}
