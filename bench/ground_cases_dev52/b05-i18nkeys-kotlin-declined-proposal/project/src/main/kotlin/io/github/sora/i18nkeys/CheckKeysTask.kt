package io.github.sora.i18nkeys

import org.gradle.api.DefaultTask
import org.gradle.api.GradleException
import org.gradle.api.file.ConfigurableFileCollection
import org.gradle.api.file.DirectoryProperty
import org.gradle.api.file.RegularFileProperty
import org.gradle.api.provider.ListProperty
import org.gradle.api.provider.Property
import org.gradle.api.tasks.*
import java.io.File

@CacheableTask
abstract class CheckKeysTask : DefaultTask() {
    @get:Input abstract val bundle: Property<String>
    @get:Input abstract val excludes: ListProperty<String>
    @get:Input abstract val failOnMissing: Property<Boolean>

    @get:InputFiles @get:PathSensitive(PathSensitivity.RELATIVE)
    abstract val sources: ConfigurableFileCollection

    @get:InputFiles @get:PathSensitive(PathSensitivity.RELATIVE)
    abstract val bundles: ConfigurableFileCollection

    @get:OutputFile abstract val report: RegularFileProperty

    /** The project directory; paths in excludes and the report are relative to it. */
    @get:Internal abstract val rootDir: DirectoryProperty

    @TaskAction
    fun check() {
        val root = rootDir.get().asFile
        val skip = excludes.get().map { globToRegex(it) }
        val used = sources.files
            // Globs use '/', so compare against a '/'-separated path on every OS (#19).
            .filter { file -> skip.none { it.matches(file.relativeTo(root).invariantSeparatorsPath) } }
            .flatMap { KeyScanner.scan(it) }
        val defined = bundles.files
            .filter { it.nameWithoutExtension.substringBefore('_') == bundle.get() }
            .flatMap { KeyScanner.keysIn(it) }
            .toSet()
        val missing = used.filter { it.key !in defined }
        ReportWriter.write(report.get().asFile, root, missing)
        if (missing.isNotEmpty() && failOnMissing.get()) {
            throw GradleException("${missing.size} message key(s) missing from ${bundle.get()}.properties; see ${report.get().asFile}")
        }
    }
}

/** `**` crosses directories, `*` does not, `?` is one character. */
internal fun globToRegex(glob: String): Regex {
    val sb = StringBuilder()
    var i = 0
    while (i < glob.length) {
        val c = glob[i]
        when {
            glob.startsWith("**/", i) -> { sb.append("(?:.*/)?"); i += 3; continue }
            glob.startsWith("**", i) -> { sb.append(".*"); i += 2; continue }
            c == '*' -> sb.append("[^/]*")
            c == '?' -> sb.append("[^/]")
            else -> sb.append(Regex.escape(c.toString()))
        }
        i++
    }
    return Regex(sb.toString())
}
