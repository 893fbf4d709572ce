package dev.harbor.client

import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json

/** The API answered with an error status. */
public open class HarborException(
    public val status: Int,
    public val code: String?,
    message: String,
) : RuntimeException(message) {

    public class NotFound(code: String?, message: String) : HarborException(404, code, message)

    public class Unauthorized(code: String?, message: String) : HarborException(401, code, message)

    @Serializable
    private class Body(val error: Error? = null) {
        @Serializable
        class Error(val code: String? = null, val message: String? = null)
    }

    internal companion object {
        private val json = Json { ignoreUnknownKeys = true }

        fun from(status: Int, body: String): HarborException {
            val error = runCatching { json.decodeFromString(Body.serializer(), body).error }.getOrNull()
            val message = error?.message ?: "HTTP $status"
            return when (status) {
                401 -> Unauthorized(error?.code, message)
                404 -> NotFound(error?.code, message)
                else -> HarborException(status, error?.code, message)
            }
        }
    }
}
