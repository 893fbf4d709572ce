package io.github.sora.i18nkeys

import java.io.File
import java.util.Properties

data class KeyUse(val key: String, val file: File, val line: Int)

object KeyScanner {
    // msg("key"), getString("key"), @Message("key")
    private val USE = Regex("""(?:\bmsg|getString|@Message)\(\s*"([A-Za-z0-9_.-]+)"""")

    fun scan(file: File): List<KeyUse> =
        file.readLines(Charsets.UTF_8).flatMapIndexed { idx, line ->
            USE.findAll(line).map { KeyUse(it.groupValues[1], file, idx + 1) }.toList()
        }

    fun keysIn(bundle: File): Set<String> {
        val props = Properties()
        try {
            bundle.reader(Charsets.UTF_8).use { props.load(it) }
        } catch (e: IllegalArgumentException) {
            throw IllegalStateException("cannot read ${bundle.path}: ${e.message}", e)
        }
        return props.stringPropertyNames()
    }

    fun describe(use: KeyUse): String = "${use.file.path}:${use.line}: ${use.key}"

    fun keysByPrefix(keys: Collection<String>): Map<String, List<String>> =
        keys.groupBy { it.substringBefore('.', "") }.toSortedMap()
}
