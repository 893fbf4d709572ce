package jp.tenki.cache

import jp.tenki.model.Forecast
import jp.tenki.model.Units
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlinx.coroutines.runBlocking

class ForecastCacheTest {
    @Test
    fun `loads once within ttl`() = runBlocking {
        val cache = ForecastCache()
        var calls = 0
        repeat(3) { cache.getOrLoad("1850147", Units.METRIC, 3) { calls++; Forecast("1850147", "metric", emptyList()) } }
        assertEquals(1, calls)
    }
}
