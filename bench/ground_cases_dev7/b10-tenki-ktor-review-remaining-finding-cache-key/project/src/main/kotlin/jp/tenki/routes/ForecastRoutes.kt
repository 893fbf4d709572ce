package jp.tenki.routes

import io.ktor.server.application.call
import io.ktor.server.response.respond
import io.ktor.server.routing.Route
import io.ktor.server.routing.get
import io.ktor.server.util.getOrFail
import jp.tenki.cache.ForecastCache
import jp.tenki.client.OpenWeatherClient
import jp.tenki.model.Units

fun Route.forecastRoutes(owm: OpenWeatherClient, cache: ForecastCache) {
    get("/v1/forecast/{cityId}") {
        val cityId = call.parameters.getOrFail("cityId")
        val units = Units.fromQuery(call.request.queryParameters["units"])
        val days = call.request.queryParameters["days"]!!.toInt()
        val forecast = cache.getOrLoad(cityId, units, days) { owm.forecast(cityId, units, days) }
        call.respond(forecast)
    }
}
