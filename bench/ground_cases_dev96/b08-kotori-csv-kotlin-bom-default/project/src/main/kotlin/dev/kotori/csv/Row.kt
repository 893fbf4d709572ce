package dev.kotori.csv

/** One CSV record. Values are strings as they appear in the file, without quotes. */
public class Row internal constructor(
    public val values: List<String>,
    private val columns: Map<String, Int>,
    /** The line where the record starts (1-based; a quoted field may span several lines). */
    public val lineNumber: Long,
) {
    public val size: Int get() = values.size

    public operator fun get(index: Int): String = values[index]

    /** The value in the column named [name], or null when there is no such column or the row is short. */
    public operator fun get(name: String): String? = columns[name]?.let { values.getOrNull(it) }

    /** Like [get], but throws a [NoSuchElementException] that names the line and the known columns. */
    public fun require(name: String): String =
        get(name) ?: throw NoSuchElementException("no column \"$name\" on line $lineNumber (columns: ${columns.keys})")

    /** The column as an Int: null when missing or empty, [NumberFormatException] naming the line when malformed. */
    public fun getInt(name: String): Int? = convert(name, String::toIntOrNull, "an integer")

    public fun getLong(name: String): Long? = convert(name, String::toLongOrNull, "an integer")

    public fun getDecimal(name: String): java.math.BigDecimal? = convert(name, String::toBigDecimalOrNull, "a decimal")

    /** true/false, yes/no, 1/0 (case-insensitive). */
    public fun getBoolean(name: String): Boolean? = convert(name, ::parseBoolean, "a boolean")

    private fun <T : Any> convert(name: String, parse: (String) -> T?, what: String): T? {
        val raw = get(name)?.trim()
        if (raw.isNullOrEmpty()) return null
        return parse(raw) ?: throw NumberFormatException("column \"$name\" on line $lineNumber is not $what: \"$raw\"")
    }

    /** Column name to value, for rows read with a header. */
    public fun toMap(): Map<String, String> =
        columns.entries.mapNotNull { (name, i) -> values.getOrNull(i)?.let { name to it } }.toMap()

    override fun toString(): String = "Row(line=$lineNumber, values=$values)"

    override fun equals(other: Any?): Boolean =
        other is Row && other.values == values && other.lineNumber == lineNumber

    override fun hashCode(): Int = 31 * values.hashCode() + lineNumber.hashCode()
}

private fun parseBoolean(text: String): Boolean? = when (text.lowercase()) {
    "true", "yes", "1" -> true
    "false", "no", "0" -> false
    else -> null
}
