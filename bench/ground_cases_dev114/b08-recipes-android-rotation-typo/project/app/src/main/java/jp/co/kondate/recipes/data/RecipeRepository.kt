package jp.co.kondate.recipes.data

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import org.json.JSONArray
import org.json.JSONObject
import java.net.HttpURLConnection
import java.net.URL
import java.net.URLEncoder

class RecipeRepository(private val baseUrl: String = "https://api.kondate.co.jp/v1") {

    suspend fun search(query: String, page: Int = 1): SearchResult = withContext(Dispatchers.IO) {
        val q = URLEncoder.encode(query, "UTF-8")
        val conn = URL("$baseUrl/recipes?q=$q&page=$page").openConnection() as HttpURLConnection
        conn.connectTimeout = 5_000
        conn.readTimeout = 10_000
        try {
            val body = conn.inputStream.bufferedReader().use { it.readText() }
            parse(query, JSONObject(body))
        } finally {
            conn.disconnect()
        }
    }

    private fun parse(query: String, json: JSONObject): SearchResult {
        val items: JSONArray = json.getJSONArray("items")
        val recipes = (0 until items.length()).map { i ->
            val o = items.getJSONObject(i)
            Recipe(
                id = o.getLong("id"),
                title = o.getString("title"),
                imageUrl = o.getString("image_url"),
                minutes = o.optInt("minutes"),
                kcal = o.optInt("kcal"),
                tags = o.optJSONArray("tags")?.let { t -> (0 until t.length()).map { t.getString(it) } } ?: emptyList(),
            )
        }
        return SearchResult(query, recipes, json.optInt("total", recipes.size))
    }
}
