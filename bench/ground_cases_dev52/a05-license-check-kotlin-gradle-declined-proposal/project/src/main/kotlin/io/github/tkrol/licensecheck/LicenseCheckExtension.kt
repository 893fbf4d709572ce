package io.github.tkrol.licensecheck

import org.gradle.api.provider.ListProperty
import org.gradle.api.provider.Property

/**
 * ```
 * licenseCheck {
 *     allowed.add("LGPL-2.1-only")
 *     failOnUnknown = false
 *     configuration = "releaseRuntimeClasspath"
 * }
 * ```
 */
abstract class LicenseCheckExtension {
    /** License names or SPDX ids that may appear. Matching ignores case and surrounding spaces. */
    abstract val allowed: ListProperty<String>

    /** Fail when a jar declares no license at all. Default true. */
    abstract val failOnUnknown: Property<Boolean>

    /** The configuration whose resolved jars are checked. Default `runtimeClasspath`. */
    abstract val configuration: Property<String>
}
