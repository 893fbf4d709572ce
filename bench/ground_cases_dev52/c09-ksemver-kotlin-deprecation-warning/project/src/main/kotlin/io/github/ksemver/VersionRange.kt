package io.github.ksemver

/**
 * A closed or half-open range of versions, written `1.2.0..2.0.0` (inclusive) or
 * `1.2.0..<2.0.0` (end exclusive).
 */
public data class VersionRange(
    val start: Version,
    val end: Version,
    val endInclusive: Boolean = true,
) {
    init {
        require(start <= end) { "range start $start is after its end $end" }
    }

    public operator fun contains(version: Version): Boolean =
        version >= start && (if (endInclusive) version <= end else version < end)

    override fun toString(): String = if (endInclusive) "$start..$end" else "$start..<$end"

    public companion object {
        public fun parse(text: String): VersionRange {
            val exclusive = text.contains("..<")
            val parts = text.split(if (exclusive) "..<" else "..", limit = 2)
            require(parts.size == 2) { "a range needs '..' or '..<': '$text'" }
            val start = Version.parse(parts[0])
            val end = Version.parse(parts[1])
            return VersionRange(start, end, endInclusive = !exclusive)
        }
    }
}
