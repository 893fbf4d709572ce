package jp.tanaka.hibi

import org.junit.Assert.assertEquals
import org.junit.Test

class ExportFormatTest {
    private fun csvField(s: String) = "\"" + s.replace("\"", "\"\"") + "\""

    @Test
    fun quotesAreDoubled() {
        assertEquals("\"say \"\"hi\"\"\"", csvField("say \"hi\""))
    }
}
