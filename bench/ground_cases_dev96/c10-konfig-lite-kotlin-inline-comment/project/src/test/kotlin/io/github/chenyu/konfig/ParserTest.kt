package io.github.chenyu.konfig

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith

class ParserTest {
    @Test
    fun sectionsPrefixKeys() {
        val map = Parser.parse("name = demo\n[server]\nport = 8080\n")
        assertEquals(mapOf("name" to "demo", "server.port" to "8080"), map)
    }

    @Test
    fun commentsAreSkipped() {
        val map = Parser.parse("# top\n; also\nport = 8080 # default\nhost = a ; primary\n")
        assertEquals(mapOf("port" to "8080", "host" to "a"), map)
    }

    @Test
    fun quotesKeepSpaces() {
        assertEquals("  padded  ", Parser.parse("v = \"  padded  \"")["v"])
    }

    @Test
    fun backslashContinuesTheLine() {
        val map = Parser.parse("hosts = a.internal, \\\n    b.internal, \\\n    c.internal\nnext = 1\n")
        assertEquals("a.internal, b.internal, c.internal", map["hosts"])
        assertEquals("1", map["next"])
    }

    @Test
    fun missingEqualsIsAnError() {
        val e = assertFailsWith<KonfigException> { Parser.parse("ok = 1\njust words\n", "app.conf") }
        assertEquals("app.conf:2: expected 'key = value'", e.message)
    }
}
