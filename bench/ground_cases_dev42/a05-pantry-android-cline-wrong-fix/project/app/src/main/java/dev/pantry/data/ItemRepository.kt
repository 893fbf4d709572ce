package dev.pantry.data

import javax.inject.Inject
import javax.inject.Singleton
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext

@Singleton
class ItemRepository @Inject constructor(
    private val api: PantryApi,
    private val dao: ItemDao,
) {
    /** What we have locally, for a fast first paint. */
    suspend fun cached(): List<Item> = withContext(Dispatchers.IO) { dao.all() }

    /** Pulls the server's full list, stores it, and returns it. */
    suspend fun sync(): List<Item> = withContext(Dispatchers.IO) {
        val remote = api.items()
        dao.upsertAll(remote)
        remote
    }

    suspend fun save(item: Item) = withContext(Dispatchers.IO) {
        dao.update(item)
        api.put(item.id, item)
    }

    suspend fun delete(item: Item) = withContext(Dispatchers.IO) {
        dao.delete(item)
        api.delete(item.id)
    }
}
