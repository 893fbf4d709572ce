package com.example.ledger.export

import android.content.Context
import com.example.ledger.data.Record
import com.example.ledger.util.DateUtils
import java.io.File

/** 把一个月的记录导出成 CSV，文件名按月份命名，方便用户在电脑上对账。 */
class CsvExporter(private val context: Context) {

    fun fileName(monthStartMillis: Long): String = "ledger-${DateUtils.monthKey(monthStartMillis)}.csv"

    fun export(monthStartMillis: Long, records: List<Record>): File {
        val dir = File(context.getExternalFilesDir(null), "exports").apply { mkdirs() }
        val file = File(dir, fileName(monthStartMillis))
        file.bufferedWriter(Charsets.UTF_8).use { out ->
            out.write("\uFEFF")
            out.write("日期,类型,分类,金额,备注\n")
            for (r in records.sortedBy { it.createdAt }) {
                out.write(
                    listOf(
                        DateUtils.dayLabel(r.createdAt),
                        if (r.type.name == "INCOME") "收入" else "支出",
                        r.category,
                        r.amount.setScale(2, java.math.RoundingMode.HALF_UP).toPlainString(),
                        escape(r.note),
                    ).joinToString(",")
                )
                out.write("\n")
            }
        }
        return file
    }

    private fun escape(s: String): String =
        if (s.any { it == ',' || it == '"' || it == '\n' }) "\"" + s.replace("\"", "\"\"") + "\"" else s
}
