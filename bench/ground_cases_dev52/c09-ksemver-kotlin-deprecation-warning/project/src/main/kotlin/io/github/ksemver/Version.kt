package io.github.ksemver

/**
 * A semantic version (https://semver.org): `MAJOR.MINOR.PATCH`, an optional pre-release
 * (`-rc.1`) and optional build metadata (`+sha.5114f85`, ignored when comparing).
 */
public data class Version(
    val major: Int,
    val minor: Int,
    val patch: Int,
    val preRelease: List<String> = emptyList(),
    val build: List<String> = emptyList(),
) : Comparable<Version> {

    init {
        require(major >= 0 && minor >= 0 && patch >= 0) { "version numbers must not be negative" }
    }

    val isStable: Boolean get() = major > 0 && preRelease.isEmpty()

    override fun compareTo(other: Version): Int {
        compareValues(major, other.major).let { if (it != 0) return it }
        compareValues(minor, other.minor).let { if (it != 0) return it }
        compareValues(patch, other.patch).let { if (it != 0) return it }
        return comparePreRelease(preRelease, other.preRelease)
    }

    override fun toString(): String = buildString {
        append(major).append('.').append(minor).append('.').append(patch)
        if (preRelease.isNotEmpty()) append('-').append(preRelease.joinToString("."))
        if (build.isNotEmpty()) append('+').append(build.joinToString("."))
    }

    public fun nextMajor(): Version = Version(major + 1, 0, 0)

    public fun nextMinor(): Version = Version(major, minor + 1, 0)

    public fun nextPatch(): Version =
        if (preRelease.isEmpty()) Version(major, minor, patch + 1) else Version(major, minor, patch)

    public companion object {
        private val PATTERN = Regex(
            "^v?(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)" +
                "(?:-([0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*))?" +
                "(?:\\+([0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*))?$"
        )

        /** Parses [text] (a leading `v` is allowed); throws [IllegalArgumentException] when invalid. */
        @JvmStatic
        public fun parse(text: String): Version =
            parseOrNull(text) ?: throw IllegalArgumentException("invalid version: '$text'")

        /** Parses [text], or returns null when it is not a valid version. */
        @JvmStatic
        public fun parseOrNull(text: String): Version? {
            val m = PATTERN.matchEntire(text.trim()) ?: return null
            return Version(
                m.groupValues[1].toInt(),
                m.groupValues[2].toInt(),
                m.groupValues[3].toInt(),
                m.groups[4]?.value?.split('.') ?: emptyList(),
                m.groups[5]?.value?.split('.') ?: emptyList(),
            )
        }

        @Deprecated("Use Version.parse(text)", ReplaceWith("Version.parse(text)"))
        @JvmStatic
        public fun fromString(text: String): Version = parse(text)
    }
}

/** `"1.2.3".toVersion()`. */
public fun String.toVersion(): Version = Version.parse(this)
