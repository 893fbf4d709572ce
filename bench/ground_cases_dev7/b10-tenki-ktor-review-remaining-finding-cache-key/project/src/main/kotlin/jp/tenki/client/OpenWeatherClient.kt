package jp.tenki.client

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.engine.cio.CIO
import io.ktor.client.plugins.contentnegotiation.ContentNegotiation
import io.ktor.client.request.get
import io.ktor.client.request.parameter
import io.ktor.serialization.kotlinx.json.json
import jp.tenki.model.CurrentWeather
import jp.tenki.model.Forecast
import jp.tenki.model.Units
import kotlinx.serialization.json.Json

class OpenWeatherClient(
    private val apiKey: String,
    private val baseUrl: String = "https://api.openweathermap.org/data/2.5",
) {
    suspend fun current(cityId: String, units: Units): CurrentWeather {
        val client = HttpClient(CIO) { install(ContentNegotiation) { json(Json { ignoreUnknownKeys = true }) } }
        val res: OwmCurrent = client.get("$baseUrl/weather") {
            parameter("id", cityId)
            parameter("units", units.apiValue)
            parameter("lang", "ja")
            parameter("appid", apiKey)
        }.body()
        return res.toDomain(units)
    }

    suspend fun forecast(cityId: String, units: Units, days: Int): Forecast {
        val client = HttpClient(CIO) { install(ContentNegotiation) { json(Json { ignoreUnknownKeys = true }) } }
        val res: OwmDailyResponse = client.get("$baseUrl/forecast/daily") {
            parameter("id", cityId)
            parameter("cnt", days)
            parameter("units", units.apiValue)
            parameter("lang", "ja")
            parameter("appid", apiKey)
        }.body()
        return res.toDomain(cityId, units)
    }
}
