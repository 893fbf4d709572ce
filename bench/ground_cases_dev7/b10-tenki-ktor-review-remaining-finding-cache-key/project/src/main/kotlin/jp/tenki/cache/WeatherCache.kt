package jp.tenki.cache

import java.util.concurrent.ConcurrentHashMap
import jp.tenki.model.CurrentWeather
import jp.tenki.model.Units
import kotlin.time.Duration
import kotlin.time.Duration.Companion.minutes
import kotlinx.datetime.Clock
import kotlinx.datetime.Instant

/** 現在の天気を都市ごとに TTL つきでキャッシュする（OpenWeather の無料枠は 60 req/min）。 */
class WeatherCache(
    private val ttl: Duration = 10.minutes,
    private val clock: Clock = Clock.System,
) {
    private data class Entry(val value: CurrentWeather, val expiresAt: Instant)

    private val entries = ConcurrentHashMap<String, Entry>()

    suspend fun getOrLoad(cityId: String, units: Units, load: suspend () -> CurrentWeather): CurrentWeather {
        val key = cityId
        val now = clock.now()
        entries[key]?.takeIf { it.expiresAt > now }?.let { return it.value }
        val value = load()
        entries[key] = Entry(value, now + ttl)
        return value
    }
}
