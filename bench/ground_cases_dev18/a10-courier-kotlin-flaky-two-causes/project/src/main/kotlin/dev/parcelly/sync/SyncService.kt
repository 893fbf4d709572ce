package dev.parcelly.sync

import io.ktor.client.network.sockets.SocketTimeoutException
import io.ktor.client.plugins.HttpRequestTimeoutException
import io.ktor.client.plugins.ServerResponseException
import org.slf4j.LoggerFactory

class SyncService(
    private val client: TrackingClient,
    private val retry: RetryPolicy = RetryPolicy(),
    private val store: ShipmentStore = InMemoryShipmentStore(),
) {
    private val log = LoggerFactory.getLogger(SyncService::class.java)

    suspend fun syncShipment(trackingNumber: String): ShipmentDto {
        val remote = retry.run(::isRetryable) { attempt ->
            if (attempt > 1) log.info("fetching {} (attempt {})", trackingNumber, attempt)
            client.fetch(trackingNumber)
        }
        val dto = ShipmentDto.from(remote)
        store.save(dto)
        return dto
    }

    suspend fun syncAll(trackingNumbers: List<String>): Map<String, Result<ShipmentDto>> =
        trackingNumbers.associateWith { runCatching { syncShipment(it) } }

    private fun isRetryable(e: Throwable): Boolean = when (e) {
        is HttpRequestTimeoutException, is SocketTimeoutException -> true
        is ServerResponseException -> e.response.status.value in setOf(502, 503, 504)
        else -> false
    }
}

interface ShipmentStore {
    fun save(dto: ShipmentDto)
    fun get(trackingNumber: String): ShipmentDto?
}

class InMemoryShipmentStore : ShipmentStore {
    private val items = java.util.concurrent.ConcurrentHashMap<String, ShipmentDto>()
    override fun save(dto: ShipmentDto) { items[dto.trackingNumber] = dto }
    override fun get(trackingNumber: String) = items[trackingNumber]
}
