package jp.tenki.client

import jp.tenki.model.CurrentWeather
import jp.tenki.model.Units
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

@Serializable
data class OwmCurrent(val id: Long, val name: String, val weather: List<OwmWeather>, val main: OwmMain)

@Serializable
data class OwmWeather(val description: String)

@Serializable
data class OwmMain(val temp: Double, @SerialName("feels_like") val feelsLike: Double, val humidity: Int)

fun OwmCurrent.toDomain(units: Units): CurrentWeather = CurrentWeather(cityId = id.toString(), cityName = name, description = weather.firstOrNull()?.description ?: "", temperature = main.temp, feelsLike = main.feelsLike, humidity = main.humidity, units = units.apiValue)
