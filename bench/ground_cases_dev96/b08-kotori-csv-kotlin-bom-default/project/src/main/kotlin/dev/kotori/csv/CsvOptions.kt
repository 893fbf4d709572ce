package dev.kotori.csv

import java.nio.charset.Charset

/**
 * How CSV text is read and written.
 *
 * @property delimiter field separator; `,` by default (`;` in Excel exports from locales with a decimal comma).
 * @property quote the character that quotes fields containing delimiters, quotes or line breaks.
 * @property hasHeader whether the first record names the columns.
 * @property trimBom drop the byte order mark (U+FEFF) at the very start of the input, which Excel
 *   writes when saving as "CSV UTF-8". On by default.
 * @property charset used by [CsvReader.open] and [CsvWriter.open].
 * @property lineSeparator written by [CsvWriter]; RFC 4180 uses CRLF.
 * @property quoteAll make [CsvWriter] quote every field, not only those that need it.
 */
public data class CsvOptions(
    public val delimiter: Char = ',',
    public val quote: Char = '"',
    public val hasHeader: Boolean = true,
    public val trimBom: Boolean = false,
    public val charset: Charset = Charsets.UTF_8,
    public val lineSeparator: String = "\r\n",
    public val quoteAll: Boolean = false,
) {
    init {
        require(delimiter != quote) { "delimiter and quote must differ" }
        require(delimiter != '\n' && delimiter != '\r') { "delimiter cannot be a line break" }
    }

    public companion object {
        /** Semicolon-separated, as Excel writes in locales with a decimal comma. */
        public val EXCEL_EU: CsvOptions = CsvOptions(delimiter = ';')

        /** Tab-separated values. */
        public val TSV: CsvOptions = CsvOptions(delimiter = '\t')
    }
}
