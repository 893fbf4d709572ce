package io.github.tkrol.licensecheck

import org.gradle.testkit.runner.GradleRunner
import org.gradle.testkit.runner.TaskOutcome
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

class LicenseCheckPluginFunctionalTest {
    @TempDir
    lateinit var dir: File

    private fun project(extra: String = "") {
        File(dir, "settings.gradle.kts").writeText("rootProject.name = \"sample\"\n")
        File(dir, "build.gradle.kts").writeText(
            """
            plugins {
                java
                id("io.github.tkrol.license-check")
            }
            repositories { mavenCentral() }
            dependencies { implementation("com.google.guava:guava:33.3.1-jre") }
            $extra
            """.trimIndent()
        )
    }

    private fun run(vararg args: String) = GradleRunner.create()
        .withProjectDir(dir)
        .withPluginClasspath()
        .withGradleVersion("8.10.2")
        .withArguments(*args)

    @Test
    fun `allowed licenses pass`() {
        project()
        val result = run("licenseCheck").build()
        assertEquals(TaskOutcome.SUCCESS, result.task(":licenseCheck")?.outcome)
        assertTrue(File(dir, "build/reports/license-check/report.json").isFile)
    }

    @Test
    fun `unknown licenses fail when asked`() {
        project("licenseCheck { allowed.set(listOf(\"MIT\")) }")
        val result = run("licenseCheck").buildAndFail()
        assertTrue(result.output.contains("Licenses not allowed"))
    }
}
