package app

import app.booking.BookingClient
import app.line.LineClient
import app.line.lineWebhook
import io.ktor.server.application.Application
import io.ktor.server.routing.routing

fun main(args: Array<String>) = io.ktor.server.netty.EngineMain.main(args)

fun Application.module() {
    val conf = environment.config
    val line = LineClient(conf.property("line.channelAccessToken").getString())
    val booking = BookingClient(conf.property("booking.baseUrl").getString())
    val secret = conf.property("line.channelSecret").getString()
    routing {
        lineWebhook(secret, line, booking)
    }
}
