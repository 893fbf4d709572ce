package dev.birdsong.feed

import retrofit2.http.GET
import retrofit2.http.Query

data class Sighting(
    val id: String,
    val species: String,
    val observer: String,
    val postedAtEpochSec: Long,
    val photoUrl: String?,
)

interface FeedApi {
    @GET("v2/sightings")
    suspend fun sightings(@Query("offset") offset: Int, @Query("limit") limit: Int): List<Sighting>
}

class FeedRepository(private val api: FeedApi) {

    /** Pages are numbered from 1, as the screen counts them. */
    suspend fun fetchPage(page: Int): List<Sighting> {
        val offset = (page - 1) * PAGE_SIZE
        return api.sightings(offset = offset, limit = PAGE_SIZE)
    }

    fun isLastPage(result: List<Sighting>): Boolean = result.size < PAGE_SIZE

    companion object {
        const val PAGE_SIZE = 20
    }
}
