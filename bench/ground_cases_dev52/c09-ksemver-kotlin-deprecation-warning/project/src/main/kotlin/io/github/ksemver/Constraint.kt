package io.github.ksemver

/**
 * A constraint on versions, parsed with [Constraint.parse]:
 *
 * | Written            | Matches                                                        |
 * |--------------------|----------------------------------------------------------------|
 * | `1.2.3`, `=1.2.3`  | exactly 1.2.3 (build metadata ignored)                         |
 * | `^1.2.3`           | >= 1.2.3 with the same major; below 1.0, the same minor        |
 * | `~1.2.3`           | >= 1.2.3 with the same major and minor                         |
 * | `>=1.2.3`, `>1.2.3`, `<=1.2.3`, `<1.2.3` | the comparison                           |
 * | `A \|\| B`           | either constraint                                              |
 *
 * Pre-release versions match only when the constraint allows them by comparison, as in
 * semver 2.0; `^1.2.0` matches `1.3.0-rc.1`.
 */
public sealed interface Constraint {
    public fun matches(version: Version): Boolean

    public data class Exact(val version: Version) : Constraint {
        override fun matches(version: Version): Boolean = version.compareTo(this.version) == 0
    }

    public data class Caret(val base: Version) : Constraint {
        override fun matches(version: Version): Boolean {
            if (version < base) return false
            return when {
                base.major > 0 -> version.major == base.major
                base.minor > 0 -> version.major == 0 && version.minor == base.minor
                else -> version.major == 0 && version.minor == 0 && version.patch == base.patch
            }
        }
    }

    public data class Tilde(val base: Version) : Constraint {
        override fun matches(version: Version): Boolean =
            version >= base && version.major == base.major && version.minor == base.minor
    }

    public data class Comparison(val op: String, val version: Version) : Constraint {
        override fun matches(version: Version): Boolean {
            val c = version.compareTo(this.version)
            return when (op) {
                ">" -> c > 0
                ">=" -> c >= 0
                "<" -> c < 0
                "<=" -> c <= 0
                else -> error("unknown operator $op")
            }
        }
    }

    public data class AnyOf(val alternatives: List<Constraint>) : Constraint {
        override fun matches(version: Version): Boolean = alternatives.any { it.matches(version) }
    }

    public companion object {
        private val COMPARISON = Regex("^(>=|<=|>|<)\\s*(.+)$")

        public fun parse(text: String): Constraint {
            val alternatives = text.split("||").map(String::trim)
            if (alternatives.size > 1) return AnyOf(alternatives.map(::parse))
            val t = text.trim()
            COMPARISON.matchEntire(t)?.let { m ->
                return Comparison(m.groupValues[1], Version.parse(m.groupValues[2]))
            }
            return when {
                t.startsWith("^") -> Caret(Version.parse(t.substring(1)))
                t.startsWith("~") -> Tilde(Version.parse(t.substring(1)))
                t.startsWith("=") -> Exact(Version.parse(t.substring(1)))
                else -> Exact(Version.parse(t))
            }
        }

        /** A comma-separated list of exact versions, `"1.0.0, 1.2.3"`, as one [AnyOf]. */
        public fun anyOfExact(text: String): Constraint =
            AnyOf(text.split(',').map(String::trim).filter(String::isNotEmpty).map(Version::fromString).map(::Exact))
    }
}
