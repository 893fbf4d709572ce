package app

import app.line.LineSignature
import java.util.Base64
import kotlin.test.Test
import kotlin.test.assertFalse
import kotlin.test.assertTrue

class LineSignatureTest {
    private val secret = "test-channel-secret"
    private val body = """{"destination":"U0","events":[]}""".toByteArray()

    @Test
    fun `missing header is rejected`() {
        assertFalse(LineSignature.isValid(secret, body, null))
    }

    @Test
    fun `wrong secret is rejected`() {
        val sig = Base64.getEncoder().encodeToString(LineSignature.digest("other", body))
        assertFalse(LineSignature.isValid(secret, body, sig))
    }

    @Test
    fun `digest is stable`() {
        assertTrue(LineSignature.digest(secret, body).size == 32)
    }
}
