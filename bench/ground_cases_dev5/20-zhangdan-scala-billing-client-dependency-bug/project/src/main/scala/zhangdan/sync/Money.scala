package zhangdan.sync

object Money {
  /** Amounts from the finance team's CSV exports, e.g. "1,200.00" or "-35.5". */
  def parse(s: String): BigDecimal = BigDecimal(s.trim.replace(",", ""))

  def format(amount: BigDecimal): String = amount.setScale(2, BigDecimal.RoundingMode.HALF_UP).toString
}
