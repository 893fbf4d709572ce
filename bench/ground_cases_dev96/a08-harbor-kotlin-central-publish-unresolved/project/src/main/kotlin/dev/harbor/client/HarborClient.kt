package dev.harbor.client

import kotlinx.serialization.json.Json
import okhttp3.HttpUrl
import okhttp3.HttpUrl.Companion.toHttpUrl
import okhttp3.OkHttpClient
import okhttp3.Request
import java.util.concurrent.TimeUnit
import kotlin.time.Duration
import kotlin.time.Duration.Companion.milliseconds
import kotlin.time.Duration.Companion.seconds

/**
 * Client for the Harbor shipments API.
 *
 * ```
 * val harbor = HarborClient(apiKey = System.getenv("HARBOR_API_KEY"))
 * val shipment = harbor.shipments.get("shp_123")
 * ```
 */
public class HarborClient(
    private val apiKey: String,
    public val baseUrl: HttpUrl = DEFAULT_BASE_URL.toHttpUrl(),
    public val timeout: Duration = 30.seconds,
    http: OkHttpClient? = null,
) {
    @Deprecated("Use the constructor that takes timeout: Duration", ReplaceWith("HarborClient(apiKey, baseUrl, timeoutMs.milliseconds, http)"))
    public constructor(apiKey: String, baseUrl: HttpUrl, timeoutMs: Long, http: OkHttpClient? = null) :
        this(apiKey, baseUrl, timeoutMs.milliseconds, http)

    @Deprecated("Use timeout", ReplaceWith("timeout.inWholeMilliseconds"))
    public val timeoutMs: Long get() = timeout.inWholeMilliseconds

    internal val json: Json = Json { ignoreUnknownKeys = true }

    internal val http: OkHttpClient = (http ?: OkHttpClient()).newBuilder()
        .callTimeout(timeout.inWholeMilliseconds, TimeUnit.MILLISECONDS)
        .build()

    public val shipments: Shipments = Shipments(this)

    internal fun get(path: String, query: Map<String, String?> = emptyMap()): String {
        val url = baseUrl.newBuilder().addPathSegments(path).apply {
            query.forEach { (k, v) -> if (v != null) addQueryParameter(k, v) }
        }.build()
        val request = Request.Builder()
            .url(url)
            .header("Authorization", "Bearer $apiKey")
            .header("User-Agent", "harbor-kotlin/$VERSION")
            .build()
        http.newCall(request).execute().use { response ->
            val body = response.body?.string().orEmpty()
            if (!response.isSuccessful) throw HarborException.from(response.code, body)
            return body
        }
    }

    public companion object {
        public const val DEFAULT_BASE_URL: String = "https://api.harbor.dev/v1/"
        public const val VERSION: String = "3.2.0"
    }
}
