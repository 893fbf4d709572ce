package com.acme.inventory.reservation

import org.springframework.boot.context.properties.ConfigurationProperties
import java.time.Duration

@ConfigurationProperties(prefix = "inventory.reservation")
data class ReservationProperties(
    /** How long a cart reservation holds stock. */
    val ttl: Duration = Duration.ofMinutes(15),
    /** How often expired reservations are released (used by @Scheduled, read from the raw property). */
    val sweepInterval: Duration = Duration.ofSeconds(30),
    /** Upper bound for a single reservation, to stop bots emptying the warehouse. */
    val maxQuantity: Int = 20,
)
