package com.pangu.ledger.data

import androidx.room.Entity
import androidx.room.PrimaryKey
import java.text.NumberFormat
import java.util.Locale

enum class Category(val label: String) {
    FOOD("餐饮"),
    TRANSPORT("交通"),
    SHOPPING("购物"),
    HOUSING("住房"),
    FUN("娱乐"),
    OTHER("其他"),
}

@Entity(tableName = "expenses")
data class Expense(
    @PrimaryKey val id: Long,
    val amountCents: Long,
    val category: Category,
    val note: String,
    /** Epoch millis of when the money was spent (not when it was entered). */
    val spentAt: Long,
)

private val yuan: NumberFormat = NumberFormat.getCurrencyInstance(Locale.CHINA)

fun Long.formatYuan(): String = yuan.format(this / 100.0)

fun Expense.title(): String =
    if (note.isBlank()) category.label else "${category.label} · $note"

fun List<Expense>.totalCents(): Long = sumOf { it.amountCents }
