package dev.parcelly.sync

import java.time.Instant
import java.time.LocalDate

enum class Status { CREATED, IN_TRANSIT, OUT_FOR_DELIVERY, DELIVERED, EXCEPTION, UNKNOWN }

data class ShipmentDto(
    val trackingNumber: String,
    val status: Status,
    val lastEventAt: Instant?,
    val estimatedDelivery: LocalDate? = null,
) {
    companion object {
        fun from(c: CourierShipment) = ShipmentDto(
            trackingNumber = c.trackingNumber,
            status = runCatching { Status.valueOf(c.status.uppercase()) }.getOrDefault(Status.UNKNOWN),
            lastEventAt = c.lastEventAt?.let(Instant::parse),
            estimatedDelivery = c.eta?.let { runCatching { LocalDate.parse(it) }.getOrNull() },
        )
    }
}
