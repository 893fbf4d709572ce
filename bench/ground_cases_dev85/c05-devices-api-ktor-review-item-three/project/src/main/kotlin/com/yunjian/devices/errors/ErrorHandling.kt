package com.yunjian.devices.errors

import com.yunjian.devices.repo.DuplicateSerialException
import io.ktor.http.HttpStatusCode
import io.ktor.server.application.Application
import io.ktor.server.application.install
import io.ktor.server.plugins.BadRequestException
import io.ktor.server.plugins.NotFoundException
import io.ktor.server.plugins.statuspages.StatusPages
import io.ktor.server.response.respond
import kotlinx.serialization.Serializable
import org.slf4j.LoggerFactory

/** Error body of every non-2xx response, as `Error` in openapi/devices.yaml. */
@Serializable
data class ApiError(val code: String, val message: String)

class ApiException(val status: HttpStatusCode, val code: String, override val message: String) : RuntimeException(message)

private val log = LoggerFactory.getLogger("errors")

fun Application.installErrorHandling() {
    install(StatusPages) {
        exception<ApiException> { call, cause ->
            call.respond(cause.status, ApiError(cause.code, cause.message))
        }
        exception<NotFoundException> { call, cause ->
            call.respond(HttpStatusCode.NotFound, ApiError("device_not_found", cause.message ?: "not found"))
        }
        exception<DuplicateSerialException> { call, cause ->
            call.respond(HttpStatusCode.Conflict, ApiError("serial_conflict", "serial ${cause.serial} already registered"))
        }
        exception<BadRequestException> { call, cause ->
            call.respond(HttpStatusCode.BadRequest, ApiError("bad_request", cause.message ?: "bad request"))
        }
        exception<Throwable> { call, cause ->
            log.error("unhandled", cause)
            call.respond(HttpStatusCode.InternalServerError, ApiError("internal_error", "internal error"))
        }
    }
}
