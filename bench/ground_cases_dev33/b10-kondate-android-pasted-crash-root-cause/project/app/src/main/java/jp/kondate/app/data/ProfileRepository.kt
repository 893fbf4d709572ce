package jp.kondate.app.data

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock
import kotlinx.coroutines.withContext

data class Profile(
    val id: String,
    val displayName: String,
    val bio: String,
    val avatarUrl: String?,
    val recipeCount: Int,
    val followers: Int,
)

class ProfileRepository(
    private val api: KondateApi,
    private val cache: ProfileCache,
) {
    private val mutex = Mutex()

    /** Cached profile unless [force]; network and disk work run on the IO dispatcher. */
    suspend fun fetchProfile(force: Boolean): Profile = withContext(Dispatchers.IO) {
        mutex.withLock {
            if (!force) {
                cache.read()?.let { return@withContext it }
            }
            val dto = api.me()
            val profile = Profile(
                id = dto.id,
                displayName = dto.displayName,
                bio = dto.bio.orEmpty(),
                avatarUrl = dto.avatarUrl,
                recipeCount = dto.stats.recipes,
                followers = dto.stats.followers,
            )
            cache.write(profile)
            profile
        }
    }
}
