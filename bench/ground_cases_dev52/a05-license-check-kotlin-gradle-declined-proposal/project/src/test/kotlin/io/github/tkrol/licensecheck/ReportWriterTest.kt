package io.github.tkrol.licensecheck

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

class ReportWriterTest {
    @TempDir
    lateinit var root: File

    @Test
    fun `jars outside the project are named by file name`() {
        val writer = ReportWriter(root)
        assertEquals("guava-33.3.1-jre.jar", writer.displayPath(File("/home/u/.gradle/caches/guava-33.3.1-jre.jar")))
    }

    @Test
    fun `vendored jars use forward slashes on every OS`() {
        val jar = File(File(File(root, "libs"), "vendor"), "acme-sdk-2.1.jar")
        assertEquals("libs/vendor/acme-sdk-2.1.jar", ReportWriter(root).displayPath(jar))
    }

    @Test
    fun `report is sorted and escaped`() {
        val out = File(root, "build/report.json")
        ReportWriter(root).write(
            listOf(
                Finding(File(root, "b.jar"), "MIT", true),
                Finding(File(root, "a.jar"), "Weird \"quoted\" license", false),
            ),
            out,
        )
        val text = out.readText()
        assert(text.indexOf("a.jar") < text.indexOf("b.jar"))
        assert(text.contains("Weird \\\"quoted\\\" license"))
    }
}
