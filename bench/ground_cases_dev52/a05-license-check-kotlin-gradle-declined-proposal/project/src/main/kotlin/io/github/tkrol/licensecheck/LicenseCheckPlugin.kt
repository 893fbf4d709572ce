package io.github.tkrol.licensecheck

import org.gradle.api.Plugin
import org.gradle.api.Project
import java.io.File

class LicenseCheckPlugin : Plugin<Project> {
    override fun apply(project: Project) {
        val ext = project.extensions.create("licenseCheck", LicenseCheckExtension::class.java)
        ext.allowed.convention(DEFAULT_ALLOWED)
        ext.failOnUnknown.convention(true)
        ext.configuration.convention("runtimeClasspath")

        // Suppressions are read once, at configuration time; the file is a configuration input.
        val suppressions = File(project.rootDir, "config/license-suppressions.txt")

        val scan = project.tasks.register("licenseCheck", LicenseScanTask::class.java) { task ->
            task.group = "verification"
            task.description = "Checks the licenses of the dependencies in the configured classpath."
            task.classpath.from(ext.configuration.map { project.configurations.getByName(it) })
            task.allowed.set(ext.allowed)
            task.failOnUnknown.set(ext.failOnUnknown)
            if (suppressions.isFile) {
                task.suppressed.set(suppressions.readLines().map { it.trim() }.filter { it.isNotEmpty() && !it.startsWith("#") })
            }
            task.report.convention(project.layout.buildDirectory.file("reports/license-check/report.json"))
        }

        project.plugins.withId("base") {
            project.tasks.named("check") { it.dependsOn(scan) }
        }
    }

    companion object {
        val DEFAULT_ALLOWED = listOf(
            "Apache-2.0", "The Apache Software License, Version 2.0", "MIT", "The MIT License",
            "BSD-2-Clause", "BSD-3-Clause", "EPL-2.0", "Eclipse Public License - v 2.0",
        )
    }
}
