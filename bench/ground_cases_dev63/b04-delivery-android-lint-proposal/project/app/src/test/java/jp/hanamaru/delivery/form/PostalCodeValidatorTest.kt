package jp.hanamaru.delivery.form

import jp.hanamaru.delivery.R
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Test

class PostalCodeValidatorTest {
    @Test
    fun acceptsHyphenated() {
        assertNull(PostalCodeValidator.validate("150-0001"))
    }

    @Test
    fun acceptsDigitsOnly() {
        assertNull(PostalCodeValidator.validate("1500001"))
    }

    @Test
    fun rejectsShort() {
        assertEquals(R.string.error_postal_format, PostalCodeValidator.validate("150-001"))
    }

    @Test
    fun acceptsFullWidthAndDashLookalikes() {
        assertNull(PostalCodeValidator.validate("１５０－０００１"))
        assertNull(PostalCodeValidator.validate("150ー0001"))
        assertNull(PostalCodeValidator.validate("150‐0001"))
    }

    @Test
    fun formatsWithHyphen() {
        assertEquals("150-0001", PostalCodeValidator.format("1500001"))
    }

    @Test
    fun emptyIsRequired() {
        assertEquals(R.string.error_required, PostalCodeValidator.validate("  "))
    }
}
