package dev.harbor.client

import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

@Serializable
public data class Shipment(
    val id: String,
    val status: String,
    @SerialName("tracking_number") val trackingNumber: String? = null,
    @SerialName("created_at") val createdAt: String,
)

@Serializable
public data class ShipmentPage(
    val data: List<Shipment>,
    @SerialName("next_cursor") val nextCursor: String? = null,
)

/** /shipments endpoints. Get one with [HarborClient.shipments]. */
public class Shipments internal constructor(private val client: HarborClient) {

    public fun get(id: String): Shipment =
        client.json.decodeFromString(Shipment.serializer(), client.get("shipments/$id"))

    /** One page; pass the previous page's [ShipmentPage.nextCursor] to continue. */
    public fun list(status: String? = null, limit: Int = 50, cursor: String? = null): ShipmentPage {
        require(limit in 1..100) { "limit must be between 1 and 100, was $limit" }
        val body = client.get(
            "shipments",
            mapOf("status" to status, "limit" to limit.toString(), "cursor" to cursor),
        )
        return client.json.decodeFromString(ShipmentPage.serializer(), body)
    }

    /**
     * Every shipment, fetching pages of [pageSize] lazily as the sequence is consumed.
     * Stops when the API returns no `next_cursor`.
     */
    public fun listAll(status: String? = null, pageSize: Int = 100): Sequence<Shipment> = sequence {
        var cursor: String? = null
        do {
            val page = list(status = status, limit = pageSize, cursor = cursor)
            yieldAll(page.data)
            cursor = page.nextCursor
        } while (cursor != null)
    }
}
