package io.github.chenyu.konfig

import java.nio.file.Path
import kotlin.io.path.readText
import kotlin.time.Duration

/** Thrown for a missing key, a value of the wrong type, or a syntax error. */
public class KonfigException(message: String) : RuntimeException(message)

/**
 * Read-only configuration. Keys inside a `[section]` are `section.key`.
 */
public class Konfig private constructor(private val values: Map<String, String>) {

    public companion object {
        /** Parse configuration text. */
        public fun parse(text: String): Konfig = Konfig(Parser.parse(text))

        /** Read and parse a file (UTF-8). */
        public fun fromFile(path: Path): Konfig = Konfig(Parser.parse(path.readText(), path.toString()))

        /** Wrap an existing map, e.g. in tests. */
        public fun fromMap(map: Map<String, String>): Konfig = Konfig(map.toMap())
    }

    /** The raw value, or null. */
    public operator fun get(key: String): String? = values[key]

    public val keys: Set<String> get() = values.keys

    public fun getString(key: String, default: String? = null): String =
        values[key] ?: default ?: throw missing(key)

    public fun getInt(key: String, default: Int? = null): Int {
        val raw = values[key] ?: return default ?: throw missing(key)
        return raw.toIntOrNull() ?: throw KonfigException("$key: '$raw' is not an integer")
    }

    public fun getBoolean(key: String, default: Boolean? = null): Boolean {
        val raw = values[key] ?: return default ?: throw missing(key)
        return when (raw.lowercase()) {
            "true", "yes", "on", "1" -> true
            "false", "no", "off", "0" -> false
            else -> throw KonfigException("$key: '$raw' is not a boolean")
        }
    }

    public fun getDuration(key: String, default: Duration? = null): Duration {
        val raw = values[key] ?: return default ?: throw missing(key)
        return parseDuration(raw)
    }

    /** A comma-separated value as a list; blank items are dropped. */
    public fun getList(key: String, separator: Char = ','): List<String> =
        values[key]?.split(separator)?.map { it.trim() }?.filter { it.isNotEmpty() } ?: emptyList()

    /** An enum constant by name, ignoring case. The error lists the allowed names. */
    public inline fun <reified T : Enum<T>> getEnum(key: String, default: T? = null): T {
        val raw = this[key] ?: return default ?: throw missing(key)
        return enumValues<T>().firstOrNull { it.name.equals(raw.trim(), ignoreCase = true) }
            ?: throw KonfigException("$key: '$raw' is not one of ${enumValues<T>().joinToString { it.name }}")
    }

    @Deprecated("Use getList, which also takes a separator", ReplaceWith("getList(key)"))
    public fun getStrings(key: String): List<String> = getList(key)

    /** The keys of one section, without the section prefix. */
    public fun section(name: String): Konfig =
        Konfig(values.filterKeys { it.startsWith("$name.") }.mapKeys { it.key.removePrefix("$name.") })

    @PublishedApi
    internal fun missing(key: String): KonfigException = KonfigException("missing key '$key'")
}
