package jp.hiyori.api

import com.auth0.jwt.JWT
import com.auth0.jwt.algorithms.Algorithm
import io.ktor.client.request.get
import io.ktor.client.request.header
import io.ktor.client.statement.bodyAsText
import io.ktor.http.HttpHeaders
import io.ktor.http.HttpStatusCode
import io.ktor.server.testing.testApplication
import jp.hiyori.api.users.InMemoryUserRepository
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

class MeRoutesTest {
    private fun token(sub: String) = JWT.create()
        .withIssuer("https://auth.hiyori.jp/")
        .withAudience("hiyori-api")
        .withSubject(sub)
        .sign(Algorithm.HMAC256("dev-only-secret"))

    @Test
    fun `me returns the caller's profile and is not cacheable`() = testApplication {
        application { module(InMemoryUserRepository.seeded()) }
        val res = client.get("/api/me") { header(HttpHeaders.Authorization, "Bearer ${token("u-1")}") }
        assertEquals(HttpStatusCode.OK, res.status)
        assertTrue(res.bodyAsText().contains("sora@example.jp"))
        assertEquals("private, no-store", res.headers[HttpHeaders.CacheControl])
    }

    @Test
    fun `me without a token is 401`() = testApplication {
        application { module(InMemoryUserRepository.seeded()) }
        assertEquals(HttpStatusCode.Unauthorized, client.get("/api/me").status)
    }
}
