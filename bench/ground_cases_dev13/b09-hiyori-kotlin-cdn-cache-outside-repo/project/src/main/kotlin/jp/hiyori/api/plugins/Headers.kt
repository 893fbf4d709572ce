package jp.hiyori.api.plugins

import io.ktor.http.HttpHeaders
import io.ktor.server.application.Application
import io.ktor.server.application.createApplicationPlugin
import io.ktor.server.application.install
import io.ktor.server.plugins.defaultheaders.DefaultHeaders
import io.ktor.server.request.path

/**
 * Cache headers for everything the origin serves. Personal data under /api/me must never be
 * stored by a shared cache; public endpoints may be cached for a minute.
 */
val CacheHeaders = createApplicationPlugin(name = "CacheHeaders") {
    onCall { call ->
        val path = call.request.path()
        val value = when {
            path.startsWith("/api/me") -> "private, no-store"
            path.startsWith("/api/public") -> "public, max-age=60"
            else -> "no-cache"
        }
        call.response.headers.append(HttpHeaders.CacheControl, value)
        if (path.startsWith("/api/me")) {
            call.response.headers.append(HttpHeaders.Vary, HttpHeaders.Authorization)
        }
    }
}

fun Application.configureHeaders() {
    install(DefaultHeaders) {
        header("X-Content-Type-Options", "nosniff")
    }
    install(CacheHeaders)
}
