package jp.hakobu.driver.data

import java.io.File

interface DeliveryApi {
    suspend fun fetchRoute(routeId: String): List<DeliveryEntity>
    suspend fun postStatuses(items: List<DeliveryEntity>)
    suspend fun uploadPod(deliveryId: String, jpeg: File)
}
