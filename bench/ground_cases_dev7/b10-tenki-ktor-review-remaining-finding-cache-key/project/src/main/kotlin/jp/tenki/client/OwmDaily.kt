package jp.tenki.client

import jp.tenki.model.DailyForecast
import jp.tenki.model.Forecast
import jp.tenki.model.Units
import kotlinx.datetime.Instant
import kotlinx.datetime.TimeZone
import kotlinx.datetime.toLocalDateTime
import kotlinx.serialization.Serializable

@Serializable
data class OwmDailyResponse(val list: List<OwmDaily>)

@Serializable
data class OwmDaily(val dt: Long, val temp: OwmTemp, val weather: List<OwmWeather>)

@Serializable
data class OwmTemp(val min: Double, val max: Double)

private val tokyo = TimeZone.of("Asia/Tokyo")

fun OwmDailyResponse.toDomain(cityId: String, units: Units) = Forecast(
    cityId = cityId,
    units = units.apiValue,
    days = list.map {
        DailyForecast(
            date = Instant.fromEpochSeconds(it.dt).toLocalDateTime(tokyo).date.toString(),
            min = it.temp.min,
            max = it.temp.max,
            description = it.weather.firstOrNull()?.description ?: "",
        )
    },
)
