package jp.kobako.shop.data

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import org.json.JSONArray
import java.net.URL

class ProductRepository(private val baseUrl: String) {

    suspend fun list(page: Int): List<Product> = withContext(Dispatchers.IO) {
        val body = URL("$baseUrl/products?page=$page").readText()
        val arr = JSONArray(body)
        List(arr.length()) { i ->
            val o = arr.getJSONObject(i)
            Product(
                id = o.getLong("id"),
                name = o.getString("name"),
                price = o.getInt("price"),
                thumbnailUrl = o.getString("thumbnail_url"),
                updatedAt = o.getLong("updated_at"),
            )
        }
    }
}
