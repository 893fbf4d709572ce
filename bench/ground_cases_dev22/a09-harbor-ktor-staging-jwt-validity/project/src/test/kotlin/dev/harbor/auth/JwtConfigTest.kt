package dev.harbor.auth

import com.auth0.jwt.JWT
import java.util.Date
import kotlin.test.Test
import kotlin.test.assertEquals

class JwtConfigTest {
    private val cfg = JwtConfig("iss", "aud", "realm", "test-secret", validitySeconds = 3600)

    @Test
    fun `token expires after validitySeconds`() {
        val now = Date(1_700_000_000_000)
        val token = JWT.decode(cfg.issue("user-1", now))
        assertEquals(now.time / 1000 + 3600, token.expiresAt.time / 1000)
    }

    @Test
    fun `token carries subject and audience`() {
        val token = JWT.decode(cfg.issue("user-1"))
        assertEquals("user-1", token.subject)
        assertEquals(listOf("aud"), token.audience)
    }
}
