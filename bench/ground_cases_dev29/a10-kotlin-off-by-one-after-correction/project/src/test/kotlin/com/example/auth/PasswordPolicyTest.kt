package com.example.auth

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

class PasswordPolicyTest {

    private val policy = PasswordPolicy(PasswordConfig(minLength = 10, maxLength = 20))

    @Test
    fun `rejects a short password`() {
        assertEquals(listOf<Violation>(Violation.TooShort(10)), policy.check("abc1", "bob"))
    }

    @Test
    fun `rejects a long password`() {
        assertEquals(listOf<Violation>(Violation.TooLong(20)), policy.check("a1".repeat(11), "bob"))
    }

    @Test
    fun `accepts password of exactly minimum length`() {
        val pw = "abcdefgh12"
        assertEquals(10, pw.length)
        assertEquals(emptyList(), policy.check(pw, "bob"))
    }

    @Test
    fun `requires a digit`() {
        assertTrue(Violation.NoDigit in policy.check("abcdefghijkl", "bob"))
    }

    @Test
    fun `rejects the username inside the password`() {
        assertTrue(Violation.ContainsUsername in policy.check("xxBOBxx12345", "bob"))
    }

    @Test
    fun `short usernames are not matched`() {
        assertEquals(emptyList(), policy.check("jo-secret-123", "jo"))
    }
}
