package io.github.chenyu.konfig

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.time.Duration.Companion.milliseconds
import kotlin.time.Duration.Companion.minutes
import kotlin.time.Duration.Companion.seconds

class KonfigTest {
    private val konfig = Konfig.parse(
        """
        [server]
        port = 8080
        debug = yes
        timeout = 30s
        idle = 5m
        hosts = a.internal, b.internal,
        """.trimIndent(),
    )

    @Test
    fun typedGetters() {
        assertEquals(8080, konfig.getInt("server.port"))
        assertEquals(true, konfig.getBoolean("server.debug"))
        assertEquals(30.seconds, konfig.getDuration("server.timeout"))
        assertEquals(5.minutes, konfig.getDuration("server.idle"))
    }

    @Test
    fun millisecondsAreNotSeconds() {
        assertEquals(250.milliseconds, parseDuration("250ms"))
        assertEquals(250.milliseconds, parseDuration("250 MS"))
        assertEquals(2.minutes, parseDuration("2m"))
    }

    @Test
    fun lists() {
        assertEquals(listOf("a.internal", "b.internal"), konfig.getList("server.hosts"))
    }

    @Test
    fun defaultsAndMissingKeys() {
        assertEquals(3, konfig.getInt("server.workers", default = 3))
        assertFailsWith<KonfigException> { konfig.getInt("server.workers") }
    }

    private enum class Mode { DEV, PROD }

    @Test
    fun enums() {
        val k = Konfig.fromMap(mapOf("mode" to "Prod", "bad" to "staging"))
        assertEquals(Mode.PROD, k.getEnum<Mode>("mode"))
        assertEquals(Mode.DEV, k.getEnum("missing", Mode.DEV))
        val e = assertFailsWith<KonfigException> { k.getEnum<Mode>("bad") }
        assertEquals("bad: 'staging' is not one of DEV, PROD", e.message)
    }

    @Test
    fun sectionStripsThePrefix() {
        assertEquals("8080", konfig.section("server")["port"])
    }
}
