package jp.example.podqueue.data

import android.content.Context
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import okhttp3.OkHttpClient
import okhttp3.Request
import java.io.IOException

data class Episode(val feedUrl: String, val guid: String, val title: String, val publishedAt: Long)

class FeedRepository(private val context: Context) {
    private val client = OkHttpClient()
    private val store = context.getSharedPreferences("feeds", Context.MODE_PRIVATE)

    fun subscriptions(): Set<String> = store.getStringSet("subscriptions", emptySet()).orEmpty()

    /** Fetches every subscribed feed and returns the episodes that were not seen before. */
    suspend fun refreshAll(): List<Episode> = withContext(Dispatchers.IO) {
        val seen = store.getStringSet("seen_guids", emptySet()).orEmpty().toMutableSet()
        val fresh = mutableListOf<Episode>()
        for (url in subscriptions()) {
            val body = client.newCall(Request.Builder().url(url).build()).execute().use { response ->
                if (!response.isSuccessful) throw IOException("HTTP ${response.code} for $url")
                response.body?.string().orEmpty()
            }
            for (episode in RssParser.parse(url, body)) {
                if (seen.add(episode.guid)) fresh += episode
            }
        }
        store.edit().putStringSet("seen_guids", seen).apply()
        fresh
    }
}

internal object RssParser {
    private val item = Regex("<item>(.*?)</item>", RegexOption.DOT_MATCHES_ALL)
    private val guid = Regex("<guid[^>]*>(.*?)</guid>")
    private val title = Regex("<title>(?:<!\\[CDATA\\[)?(.*?)(?:]]>)?</title>")

    fun parse(feedUrl: String, xml: String): List<Episode> = item.findAll(xml).mapNotNull { m ->
        val body = m.groupValues[1]
        val id = guid.find(body)?.groupValues?.get(1) ?: return@mapNotNull null
        Episode(feedUrl, id, title.find(body)?.groupValues?.get(1).orEmpty(), 0L)
    }.toList()
}
