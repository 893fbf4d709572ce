package jp.co.marunaka.hanbai.order

import android.content.Context
import android.os.Handler
import android.os.Looper
import java.util.Date
import java.util.concurrent.Executors
import jp.co.marunaka.hanbai.api.HanbaiApi

class OrderRepository private constructor(private val api: HanbaiApi) {

    private val executor = Executors.newSingleThreadExecutor()
    private val main = Handler(Looper.getMainLooper())

    fun findMine(since: Date?, callback: (List<Order>) -> Unit) {
        executor.execute {
            val orders = runCatching { api.myOrders(since) }.getOrDefault(emptyList())
            main.post { callback(orders) }
        }
    }

    fun find(orderNo: String, callback: (Order?) -> Unit) {
        executor.execute {
            val order = runCatching { api.order(orderNo) }.getOrNull()
            main.post { callback(order) }
        }
    }

    companion object {
        @Volatile private var instance: OrderRepository? = null

        fun getInstance(context: Context): OrderRepository =
            instance ?: synchronized(this) {
                instance ?: OrderRepository(HanbaiApi.create(context.applicationContext)).also { instance = it }
            }
    }
}
