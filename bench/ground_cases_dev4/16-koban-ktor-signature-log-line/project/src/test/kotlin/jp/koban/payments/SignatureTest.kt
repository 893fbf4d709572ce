package jp.koban.payments

import kotlin.test.Test
import kotlin.test.assertEquals

class SignatureTest {
    @Test
    fun knownVector() {
        assertEquals(64, hmacSha256("k", "{}").length)
    }
}
