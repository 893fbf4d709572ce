package jp.tenki.routes

import io.ktor.server.application.call
import io.ktor.server.response.respond
import io.ktor.server.routing.Route
import io.ktor.server.routing.get
import io.ktor.server.util.getOrFail
import jp.tenki.cache.WeatherCache
import jp.tenki.client.OpenWeatherClient
import jp.tenki.model.Units

fun Route.weatherRoutes(owm: OpenWeatherClient, cache: WeatherCache) {
    get("/v1/weather/{cityId}") {
        val cityId = call.parameters.getOrFail("cityId")
        val units = Units.fromQuery(call.request.queryParameters["units"])
        val weather = cache.getOrLoad(cityId, units) { owm.current(cityId, units) }
        call.respond(weather)
    }
}
