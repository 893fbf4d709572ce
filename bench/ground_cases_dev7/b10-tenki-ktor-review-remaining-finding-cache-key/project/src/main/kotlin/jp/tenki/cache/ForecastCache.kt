package jp.tenki.cache

import java.util.concurrent.ConcurrentHashMap
import jp.tenki.model.Forecast
import jp.tenki.model.Units
import kotlin.time.Duration
import kotlin.time.Duration.Companion.hours
import kotlinx.datetime.Clock
import kotlinx.datetime.Instant

class ForecastCache(
    private val ttl: Duration = 1.hours,
    private val clock: Clock = Clock.System,
) {
    private data class Entry(val value: Forecast, val expiresAt: Instant)

    private val entries = ConcurrentHashMap<String, Entry>()

    suspend fun getOrLoad(cityId: String, units: Units, days: Int, load: suspend () -> Forecast): Forecast {
        val key = "$cityId:${units.name}:$days"
        val now = clock.now()
        entries[key]?.takeIf { it.expiresAt > now }?.let { return it.value }
        val value = load()
        entries[key] = Entry(value, now + ttl)
        return value
    }
}
