package com.xiaoming.jizhang.data

import com.xiaoming.jizhang.ui.records.RecordItem
import java.math.BigDecimal
import java.time.YearMonth

data class RecordRow(val id: Long, val title: String, val cents: Long, val day: String, val income: Boolean) {
    fun toItem() = RecordItem(
        id = id,
        title = title,
        amountText = (if (income) "+" else "-") + BigDecimal.valueOf(cents, 2).toPlainString(),
        dateText = day,
        income = income,
    )
}

class RecordRepository(private val dao: RecordDao) {
    fun recordsOf(ym: YearMonth): List<RecordRow> = dao.between(ym.atDay(1).toString(), ym.atEndOfMonth().toString())

    fun delete(id: Long) = dao.delete(id)

    fun formatTotal(rows: List<RecordRow>): String {
        val cents = rows.sumOf { if (it.income) it.cents else -it.cents }
        return BigDecimal.valueOf(cents, 2).toPlainString()
    }

    companion object {
        lateinit var instance: RecordRepository
    }
}

interface RecordDao {
    fun between(from: String, to: String): List<RecordRow>
    fun delete(id: Long)
}
