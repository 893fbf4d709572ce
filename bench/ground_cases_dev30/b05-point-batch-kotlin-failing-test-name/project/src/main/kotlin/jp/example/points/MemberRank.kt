package jp.example.points

import java.math.BigDecimal

enum class MemberRank(val label: String, val multiplier: BigDecimal) {
    REGULAR("レギュラー", BigDecimal.ONE),
    SILVER("シルバー", BigDecimal("1.5")),
    GOLD("ゴールド", BigDecimal("2.0")),
    ;

    companion object {
        fun fromCode(code: String?): MemberRank =
            entries.firstOrNull { it.name.equals(code, ignoreCase = true) } ?: REGULAR
    }
}
