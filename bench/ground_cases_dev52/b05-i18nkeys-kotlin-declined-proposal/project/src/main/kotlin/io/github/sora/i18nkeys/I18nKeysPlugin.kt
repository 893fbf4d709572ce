package io.github.sora.i18nkeys

import org.gradle.api.Plugin
import org.gradle.api.Project
import org.gradle.api.provider.ListProperty
import org.gradle.api.provider.Property

interface I18nKeysExtension {
    /** Base name of the bundle, e.g. "messages" for messages.properties. */
    val bundle: Property<String>

    /** Glob patterns, relative to the project directory, of sources to skip. */
    val excludes: ListProperty<String>

    /** Fail the build (true) or only write the report (false). */
    val failOnMissing: Property<Boolean>
}

class I18nKeysPlugin : Plugin<Project> {
    override fun apply(project: Project) {
        val ext = project.extensions.create("i18nKeys", I18nKeysExtension::class.java)
        ext.bundle.convention("messages")
        ext.excludes.convention(emptyList())
        ext.failOnMissing.convention(true)

        project.tasks.register("checkI18nKeys", CheckKeysTask::class.java) { task ->
            task.group = "verification"
            task.description = "Checks that every message key used in code exists in the bundle."
            task.bundle.set(ext.bundle)
            task.excludes.set(ext.excludes)
            task.failOnMissing.set(ext.failOnMissing)
            task.sources.from(project.fileTree("src/main") { it.include("**/*.kt", "**/*.java") })
            task.bundles.from(project.fileTree("src/main/resources") { it.include("**/*.properties") })
            task.report.set(project.layout.buildDirectory.file("reports/i18n-keys/missing.txt"))
            task.rootDir.set(project.layout.projectDirectory)
        }
        project.tasks.named("check") { it.dependsOn("checkI18nKeys") }
    }
}
