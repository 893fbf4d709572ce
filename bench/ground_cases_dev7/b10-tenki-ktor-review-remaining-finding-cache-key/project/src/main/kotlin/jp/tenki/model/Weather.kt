package jp.tenki.model

import kotlinx.serialization.Serializable

enum class Units(val apiValue: String) {
    METRIC("metric"),
    IMPERIAL("imperial");

    companion object {
        fun fromQuery(value: String?): Units =
            if (value.equals("imperial", ignoreCase = true)) IMPERIAL else METRIC
    }
}

@Serializable
data class CurrentWeather(
    val cityId: String,
    val cityName: String,
    val description: String,
    val temperature: Double,
    val feelsLike: Double,
    val humidity: Int,
    val units: String,
)

@Serializable
data class DailyForecast(val date: String, val min: Double, val max: Double, val description: String)

@Serializable
data class Forecast(val cityId: String, val units: String, val days: List<DailyForecast>)
