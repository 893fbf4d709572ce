package jp.tenki

import io.ktor.serialization.kotlinx.json.json
import io.ktor.server.application.Application
import io.ktor.server.application.install
import io.ktor.server.engine.embeddedServer
import io.ktor.server.netty.Netty
import io.ktor.server.plugins.contentnegotiation.ContentNegotiation
import io.ktor.server.routing.routing
import jp.tenki.cache.ForecastCache
import jp.tenki.cache.WeatherCache
import jp.tenki.client.OpenWeatherClient
import jp.tenki.routes.forecastRoutes
import jp.tenki.routes.weatherRoutes

fun main() {
    val port = System.getenv("PORT")?.toIntOrNull() ?: 8080
    embeddedServer(Netty, port = port, module = Application::module).start(wait = true)
}

fun Application.module() {
    install(ContentNegotiation) { json() }
    val owm = OpenWeatherClient(apiKey = System.getenv("OWM_API_KEY") ?: error("OWM_API_KEY is not set"))
    val weatherCache = WeatherCache()
    val forecastCache = ForecastCache()
    routing {
        weatherRoutes(owm, weatherCache)
        forecastRoutes(owm, forecastCache)
    }
}
