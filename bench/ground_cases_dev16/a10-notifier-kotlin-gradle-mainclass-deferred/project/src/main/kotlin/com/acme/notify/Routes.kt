package com.acme.notifier

import io.ktor.http.HttpStatusCode
import io.ktor.server.application.Application
import io.ktor.server.request.receive
import io.ktor.server.response.respond
import io.ktor.server.response.respondText
import io.ktor.server.routing.get
import io.ktor.server.routing.post
import io.ktor.server.routing.route
import io.ktor.server.routing.routing

fun Application.configureRoutes(service: NotificationService) {
    routing {
        get("/healthz") {
            call.respondText("ok")
        }
        route("/notify") {
            post {
                val notification = call.receive<Notification>()
                if (notification.to.isBlank() || "@" !in notification.to) {
                    call.respond(HttpStatusCode.BadRequest, mapOf("error" to "invalid recipient"))
                    return@post
                }
                val receipt = service.send(notification)
                val status = if (receipt.status == "sent") HttpStatusCode.Accepted else HttpStatusCode.BadGateway
                call.respond(status, receipt)
            }
            get("/{id}") {
                val receipt = service.status(call.parameters["id"]!!)
                if (receipt == null) {
                    call.respond(HttpStatusCode.NotFound)
                } else {
                    call.respond(receipt)
                }
            }
        }
    }
}
