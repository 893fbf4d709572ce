package jp.tabibito.search

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext

data class Spot(
    val id: String,
    val name: String,
    val prefecture: String,
    val rating: Double,
)

interface SpotApi {
    suspend fun search(q: String, limit: Int): List<SpotDto>
}

data class SpotDto(val id: String, val name: String, val pref: String, val rating: Double?)

class SpotRepository(
    private val api: SpotApi,
    private val cache: MutableMap<String, List<Spot>> = mutableMapOf(),
) {
    suspend fun search(query: String): List<Spot> = withContext(Dispatchers.IO) {
        cache[query]?.let { return@withContext it }
        val spots = api.search(query, limit = 30).map { dto ->
            Spot(
                id = dto.id,
                name = dto.name,
                prefecture = dto.pref,
                rating = dto.rating ?: 0.0,
            )
        }
        cache[query] = spots
        spots
    }

    fun clearCache() = cache.clear()
}
