package io.github.sora.i18nkeys

import kotlin.test.Test
import kotlin.test.assertFalse
import kotlin.test.assertTrue

class GlobTest {
    @Test
    fun doubleStarCrossesDirectories() {
        val r = globToRegex("**/generated/**")
        assertTrue(r.matches("src/main/kotlin/generated/Strings.kt"))
        assertTrue(r.matches("generated/Strings.kt"))
        assertFalse(r.matches("src/main/kotlin/gen/Strings.kt"))
    }

    @Test
    fun singleStarStaysInDirectory() {
        val r = globToRegex("src/*/Legacy.kt")
        assertTrue(r.matches("src/main/Legacy.kt"))
        assertFalse(r.matches("src/main/kotlin/Legacy.kt"))
    }

    @Test
    fun questionMarkIsOneChar() {
        assertTrue(globToRegex("a?.kt").matches("ab.kt"))
        assertFalse(globToRegex("a?.kt").matches("abc.kt"))
    }

    @Test
    fun windowsPathsMatchAfterNormalizing() { // #19
        val rel = java.io.File("src\\main\\kotlin\\generated\\Strings.kt")
        assertTrue(globToRegex("**/generated/**").matches(rel.invariantSeparatorsPath))
    }

    @Test
    fun dotsAreLiteral() {
        assertFalse(globToRegex("a.kt").matches("abkt"))
    }
}
