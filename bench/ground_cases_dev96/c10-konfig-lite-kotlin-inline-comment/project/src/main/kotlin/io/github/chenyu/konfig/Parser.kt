package io.github.chenyu.konfig

/**
 * Parses the INI-like format:
 *
 * ```
 * # comment
 * name = demo
 * [server]
 * port = 8080        ; inline comment
 * accent = "#ff8800" ; quoted values keep # and ;
 * ```
 */
internal object Parser {

    fun parse(text: String, source: String = "<string>"): Map<String, String> {
        val result = linkedMapOf<String, String>()
        var section = ""
        val lines = text.lines()
        var i = 0
        while (i < lines.size) {
            val lineNo = i + 1
            var line = lines[i].trim()
            i++
            // a trailing backslash continues the value on the next line
            while (line.endsWith("\\") && i < lines.size) {
                line = line.dropLast(1).trimEnd() + " " + lines[i].trim()
                i++
            }
            if (line.isEmpty() || line.startsWith("#") || line.startsWith(";")) continue
            if (line.startsWith("[")) {
                if (!line.endsWith("]")) throw KonfigException("$source:$lineNo: unclosed section header")
                section = line.substring(1, line.length - 1).trim()
                continue
            }
            val eq = line.indexOf('=')
            if (eq <= 0) throw KonfigException("$source:$lineNo: expected 'key = value'")
            val key = line.substring(0, eq).trim()
            val value = unquote(stripComment(line.substring(eq + 1)).trim())
            result[if (section.isEmpty()) key else "$section.$key"] = value
        }
        return result
    }

    /** Drop an inline comment: everything from the first `#` or `;`. */
    private fun stripComment(raw: String): String = raw.substringBefore('#').substringBefore(';')

    private fun unquote(value: String): String =
        if (value.length >= 2 && value.first() == '"' && value.last() == '"') {
            value.substring(1, value.length - 1).replace("\\\"", "\"")
        } else {
            value
        }
}
