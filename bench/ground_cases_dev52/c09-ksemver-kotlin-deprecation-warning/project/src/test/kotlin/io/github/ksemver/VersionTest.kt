package io.github.ksemver

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertTrue

class VersionTest {
    @Test
    fun parsesAllParts() {
        val v = "v1.2.3-rc.1+sha.5114f85".toVersion()
        assertEquals(Version(1, 2, 3, listOf("rc", "1"), listOf("sha", "5114f85")), v)
        assertEquals("1.2.3-rc.1+sha.5114f85", v.toString())
    }

    @Test
    fun preReleaseOrdering() {
        val ordered = listOf("1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta",
            "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0").map { it.toVersion() }
        assertEquals(ordered, ordered.shuffled().sorted())
    }

    @Test
    fun rejectsLeadingZeros() {
        assertFailsWith<IllegalArgumentException> { "01.2.3".toVersion() }
    }

    @Test
    fun constraints() {
        assertTrue(Constraint.parse("^1.2.0").matches("1.9.9".toVersion()))
        assertTrue(!Constraint.parse("^0.2.0").matches("0.3.0".toVersion()))
        assertTrue(Constraint.parse(">=1.0.0 || 0.9.5").matches("0.9.5".toVersion()))
        assertTrue(Constraint.anyOfExact("1.0.0, 1.2.3").matches("1.2.3".toVersion()))
    }

    @Test
    fun ranges() {
        assertTrue("1.5.0".toVersion() in VersionRange.parse("1.0.0..<2.0.0"))
        assertTrue("2.0.0".toVersion() !in VersionRange.parse("1.0.0..<2.0.0"))
    }
}
