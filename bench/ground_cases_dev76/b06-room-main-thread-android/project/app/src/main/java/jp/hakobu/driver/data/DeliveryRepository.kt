package jp.hakobu.driver.data

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext

class DeliveryRepository(
    private val dao: DeliveryDao,
    private val api: DeliveryApi,
    private val io: CoroutineDispatcher = Dispatchers.IO,
) {
    suspend fun loadRoute(routeId: String): List<DeliveryEntity> = withContext(io) {
        val cached = dao.forRoute(routeId)
        if (cached.isNotEmpty()) return@withContext cached
        val fresh = api.fetchRoute(routeId)
        dao.upsertAll(fresh)
        fresh
    }

    suspend fun markDelivered(id: String, photoPath: String?) {
        val now = System.currentTimeMillis()
        dao.updateStatus(id, DeliveryStatus.DELIVERED, now, photoPath)
    }

    suspend fun markAbsent(id: String) = withContext(io) {
        dao.updateStatus(id, DeliveryStatus.ABSENT, System.currentTimeMillis(), null)
    }

    suspend fun pushUnsynced(): Int = withContext(io) {
        val pending = dao.unsynced()
        if (pending.isEmpty()) return@withContext 0
        api.postStatuses(pending)
        dao.markSynced(pending.map { it.id })
        pending.size
    }
}
