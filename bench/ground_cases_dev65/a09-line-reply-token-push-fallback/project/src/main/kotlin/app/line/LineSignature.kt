package app.line

import java.security.MessageDigest
import java.util.Base64
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

/**
 * LINE signs each webhook request body with the channel secret (HMAC-SHA256) and sends
 * the digest in the x-line-signature header.
 */
object LineSignature {
    private const val ALGO = "HmacSHA256"

    fun digest(channelSecret: String, body: ByteArray): ByteArray {
        val mac = Mac.getInstance(ALGO)
        mac.init(SecretKeySpec(channelSecret.toByteArray(Charsets.UTF_8), ALGO))
        return mac.doFinal(body)
    }

    fun isValid(channelSecret: String, body: ByteArray, header: String?): Boolean {
        if (header.isNullOrBlank()) return false
        val expected = Base64.getEncoder().encodeToString(digest(channelSecret, body))
        return MessageDigest.isEqual(expected.toByteArray(), header.trim().toByteArray())
    }

    /** For tests and the local replay script: the header LINE would send for this body. */
    fun headerFor(channelSecret: String, body: ByteArray): String =
        java.util.Base64.getEncoder().encodeToString(digest(channelSecret, body))
}
