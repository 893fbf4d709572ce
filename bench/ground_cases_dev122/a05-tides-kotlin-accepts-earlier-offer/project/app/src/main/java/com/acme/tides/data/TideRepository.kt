package com.acme.tides.data

import com.acme.tides.util.TimeFormat
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import org.json.JSONObject
import java.net.HttpURLConnection
import java.net.URL
import java.time.ZoneId

data class Station(val id: String, val name: String, val zone: ZoneId)

data class Tide(val epochSeconds: Long, val heightMeters: Double, val isHigh: Boolean)

class TideRepository(private val baseUrl: String) {

    suspend fun tides(station: Station): List<Tide> = withContext(Dispatchers.IO) {
        val conn = URL("$baseUrl/stations/${station.id}/tides").openConnection() as HttpURLConnection
        try {
            conn.connectTimeout = 10_000
            conn.readTimeout = 10_000
            val body = conn.inputStream.bufferedReader().use { it.readText() }
            parse(body)
        } finally {
            conn.disconnect()
        }
    }

    internal fun parse(body: String): List<Tide> {
        val items = JSONObject(body).getJSONArray("tides")
        return (0 until items.length()).map { i ->
            val item = items.getJSONObject(i)
            Tide(
                epochSeconds = TimeFormat.parseApiTime(item.getString("time")),
                heightMeters = item.getDouble("height"),
                isHigh = item.getString("type") == "high",
            )
        }
    }
}
