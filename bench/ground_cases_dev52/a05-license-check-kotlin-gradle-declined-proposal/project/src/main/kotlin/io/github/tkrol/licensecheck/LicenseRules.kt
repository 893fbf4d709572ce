package io.github.tkrol.licensecheck

/** Decides whether a license name is allowed. Names are compared case-insensitively. */
class LicenseRules(allowed: Collection<String>) {
    private val names = allowed.map(::normalize).toSet()

    fun allows(license: String?): Boolean {
        if (license == null) return false
        val name = normalize(license)
        if (name in names) return true
        // "Apache-2.0 OR MIT": allowed when any alternative is.
        return name.split(" or ").size > 1 && name.split(" or ").any { it.trim() in names }
    }

    private fun normalize(name: String): String =
        name.trim().lowercase().replace(Regex("\\s+"), " ")

    override fun toString(): String = "LicenseRules(${names.sorted()})"

    companion object {
        /** The SPDX id for a few long names that jars commonly declare. */
        val ALIASES = mapOf(
            "the apache software license, version 2.0" to "Apache-2.0",
            "the mit license" to "MIT",
            "eclipse public license - v 2.0" to "EPL-2.0",
            "bsd license 3" to "BSD-3-Clause",
        )

        fun spdx(name: String): String = ALIASES[name.trim().lowercase()] ?: name.trim()
    }
}
