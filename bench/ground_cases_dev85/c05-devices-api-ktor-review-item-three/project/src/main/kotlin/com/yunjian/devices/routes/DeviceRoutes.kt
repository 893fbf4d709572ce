package com.yunjian.devices.routes

import com.yunjian.devices.model.CreateDevice
import com.yunjian.devices.model.UpdateDevice
import com.yunjian.devices.repo.DeviceRepository
import io.ktor.http.HttpHeaders
import io.ktor.http.HttpStatusCode
import io.ktor.server.application.call
import io.ktor.server.plugins.NotFoundException
import io.ktor.server.request.receive
import io.ktor.server.response.respond
import io.ktor.server.routing.Route
import io.ktor.server.routing.delete
import io.ktor.server.routing.get
import io.ktor.server.routing.patch
import io.ktor.server.routing.post
import io.ktor.server.routing.route

fun Route.deviceRoutes(repo: DeviceRepository) {
    route("/devices") {
        get {
            val limit = call.request.queryParameters["limit"]?.toIntOrNull() ?: 20
            val offset = call.request.queryParameters["offset"]?.toIntOrNull() ?: 0
            call.respond(repo.list(limit.coerceIn(1, 100), offset.coerceAtLeast(0)))
        }

        post {
            val body = call.receive<CreateDevice>()
            val device = repo.create(body.serial.trim(), body.name.trim(), body.model)
            call.response.headers.append(HttpHeaders.Location, "/v2/devices/${device.id}")
            call.respond(HttpStatusCode.Created, device)
        }

        get("/{id}") {
            val id = call.parameters["id"]!!
            val device = repo.get(id) ?: throw NotFoundException("device $id not found")
            call.respond(device)
        }

        patch("/{id}") {
            val id = call.parameters["id"]!!
            val change = call.receive<UpdateDevice>()
            require(change.name == null || change.name.isNotBlank()) { "name must not be blank" }
            val updated = repo.update(id) { old ->
                old.copy(name = change.name ?: old.name, firmware = change.firmware ?: old.firmware)
            } ?: throw NotFoundException("device $id not found")
            call.respond(updated)
        }

        delete("/{id}") {
            val id = call.parameters["id"]!!
            repo.delete(id)
            call.respond(HttpStatusCode.NoContent)
        }
    }
}
