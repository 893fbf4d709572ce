package io.github.tkrol.licensecheck

import org.gradle.api.DefaultTask
import org.gradle.api.GradleException
import org.gradle.api.file.ConfigurableFileCollection
import org.gradle.api.file.RegularFileProperty
import org.gradle.api.provider.ListProperty
import org.gradle.api.provider.Property
import org.gradle.api.tasks.CacheableTask
import org.gradle.api.tasks.Input
import org.gradle.api.tasks.InputFiles
import org.gradle.api.tasks.OutputFile
import org.gradle.api.tasks.PathSensitive
import org.gradle.api.tasks.PathSensitivity
import org.gradle.api.tasks.TaskAction
import java.io.File
import java.util.jar.JarFile

/** Reads the license of every jar on [classpath] and fails on licenses that are not allowed. */
@CacheableTask
abstract class LicenseScanTask : DefaultTask() {

    @get:InputFiles
    @get:PathSensitive(PathSensitivity.NAME_ONLY)
    abstract val classpath: ConfigurableFileCollection

    @get:Input
    abstract val allowed: ListProperty<String>

    @get:Input
    abstract val failOnUnknown: Property<Boolean>

    /** Jar file names that are never reported, from config/license-suppressions.txt. */
    @get:Input
    abstract val suppressed: ListProperty<String>

    @get:OutputFile
    abstract val report: RegularFileProperty

    @TaskAction
    fun scan() {
        val root = project.rootDir
        val rules = LicenseRules(allowed.get())
        val findings = classpath.files
            .filter { it.isFile && it.name.endsWith(".jar") && it.name !in suppressed.get() }
            .map { jar -> detectLicense(jar).let { Finding(jar, it, rules.allows(it)) } }
        ReportWriter(root).write(findings, report.get().asFile)
        val bad = findings.filter { !it.allowed && (failOnUnknown.get() || it.license != null) }
        if (bad.isNotEmpty()) {
            throw GradleException(
                bad.joinToString("\n", "Licenses not allowed:\n") { "  ${it.jar.name}: ${it.license ?: "unknown"}" }
            )
        }
        logger.lifecycle("license-check: {} jars, all allowed", findings.size)
    }

    private fun detectLicense(jar: File): String? = JarFile(jar).use { jf ->
        val pom = jf.entries().asSequence()
            .firstOrNull { it.name.startsWith("META-INF/maven/") && it.name.endsWith("/pom.xml") }
        pom?.let { LICENSE_NAME.find(jf.getInputStream(it).reader().readText())?.groupValues?.get(1)?.trim() }
            ?: jf.manifest?.mainAttributes?.getValue("Bundle-License")?.substringBefore(";")
    }

    private companion object {
        val LICENSE_NAME = Regex("<license>\\s*<name>([^<]+)</name>")
    }
}

data class Finding(val jar: File, val license: String?, val allowed: Boolean)
