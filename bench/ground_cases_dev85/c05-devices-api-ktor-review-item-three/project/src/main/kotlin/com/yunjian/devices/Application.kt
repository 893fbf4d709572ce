package com.yunjian.devices

import com.yunjian.devices.errors.installErrorHandling
import com.yunjian.devices.repo.DeviceRepository
import com.yunjian.devices.repo.InMemoryDeviceRepository
import com.yunjian.devices.routes.deviceRoutes
import io.ktor.serialization.kotlinx.json.json
import io.ktor.server.application.Application
import io.ktor.server.application.install
import io.ktor.server.engine.embeddedServer
import io.ktor.server.netty.Netty
import io.ktor.server.plugins.contentnegotiation.ContentNegotiation
import io.ktor.server.routing.route
import io.ktor.server.routing.routing
import kotlinx.serialization.json.Json

fun main() {
    embeddedServer(Netty, port = 8080) { module() }.start(wait = true)
}

fun Application.module(repo: DeviceRepository = InMemoryDeviceRepository()) {
    install(ContentNegotiation) {
        json(Json { ignoreUnknownKeys = true; explicitNulls = false })
    }
    installErrorHandling()
    routing {
        route("/v2") {
            deviceRoutes(repo)
        }
    }
}
