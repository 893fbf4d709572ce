package com.fernweh.app.common

import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test

class EmailValidatorTest {
    private val validator = EmailValidator()

    @Test
    fun acceptsPlainAddress() {
        assertTrue(validator.isValid("mika@fernweh.app"))
    }

    @Test
    fun rejectsMissingDomain() {
        assertFalse(validator.isValid("mika@"))
    }
}
