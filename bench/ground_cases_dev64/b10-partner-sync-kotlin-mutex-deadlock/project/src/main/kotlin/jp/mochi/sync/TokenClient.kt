package jp.mochi.sync

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.request.forms.submitForm
import io.ktor.http.parameters
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

@Serializable
data class TokenResponse(
    @SerialName("access_token") val accessToken: String,
    /** Lifetime in seconds, as RFC 6749 says. */
    @SerialName("expires_in") val expiresIn: Long,
)

class TokenClient(
    private val http: HttpClient,
    private val tokenUrl: String,
    private val clientId: String,
    private val clientSecret: String,
) {
    suspend fun fetchToken(): TokenResponse =
        http.submitForm(
            url = tokenUrl,
            formParameters = parameters {
                append("grant_type", "client_credentials")
                append("client_id", clientId)
                append("client_secret", clientSecret)
            },
        ).body()
}
