package io.github.ksemver

/**
 * Semver 2.0 section 11: a version without a pre-release is greater than one with it;
 * identifiers are compared left to right, numeric ones numerically, others in ASCII order,
 * numeric before alphanumeric, and a longer list wins when all earlier ones are equal.
 */
internal fun comparePreRelease(a: List<String>, b: List<String>): Int {
    if (a.isEmpty() && b.isEmpty()) return 0
    if (a.isEmpty()) return 1
    if (b.isEmpty()) return -1
    for (i in 0 until minOf(a.size, b.size)) {
        val c = compareIdentifier(a[i], b[i])
        if (c != 0) return c
    }
    return compareValues(a.size, b.size)
}

private fun compareIdentifier(x: String, y: String): Int {
    val xn = x.toBigIntegerOrNull()
    val yn = y.toBigIntegerOrNull()
    return when {
        xn != null && yn != null -> xn.compareTo(yn)
        xn != null -> -1
        yn != null -> 1
        else -> x.compareTo(y)
    }
}

private fun String.toBigIntegerOrNull(): java.math.BigInteger? =
    if (isNotEmpty() && all { it in '0'..'9' }) java.math.BigInteger(this) else null

/** `rc.1` -> `rc.2`, `alpha` -> `alpha.1`: the next pre-release after [preRelease]. */
internal fun nextPreRelease(preRelease: List<String>): List<String> {
    val last = preRelease.lastOrNull() ?: return listOf("0")
    return if (last.all { it in '0'..'9' }) {
        preRelease.dropLast(1) + (last.toBigInteger() + java.math.BigInteger.ONE).toString()
    } else {
        preRelease + "1"
    }
}
