package jp.hiyori.api.plugins

import io.ktor.http.HttpHeaders
import io.ktor.server.application.Application
import io.ktor.server.application.install
import io.ktor.server.plugins.calllogging.CallLogging
import io.ktor.server.plugins.origin
import io.ktor.server.request.header
import io.ktor.server.request.httpMethod
import io.ktor.server.request.path
import org.slf4j.event.Level

fun Application.configureLogging() {
    install(CallLogging) {
        level = Level.INFO
        filter { call -> !call.request.path().startsWith("/healthz") }
        format { call ->
            val status = call.response.status()?.value ?: 0
            val method = call.request.httpMethod.value
            val path = call.request.path()
            val ip = call.request.origin.remoteHost
            val auth = redact(call.request.header(HttpHeaders.Authorization)?.removePrefix("Bearer "))
            "$status $method $path ip=$ip auth=$auth"
        }
    }
}

/** Shortens a secret for logs: the first 6 characters and its length. */
fun redact(secret: String?): String {
    if (secret.isNullOrEmpty()) return "-"
    val head = secret.take(6)
    return "$head…(${secret.length})"
}
