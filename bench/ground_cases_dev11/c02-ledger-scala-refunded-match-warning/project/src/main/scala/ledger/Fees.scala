package ledger

/** Card processing fee: 2.5 % + 30 cents, rounded half up, never more than the amount. */
object Fees {
  private val rate = BigDecimal("0.025")
  private val fixedCents = 30L

  def feeFor(amount: Money): Long = {
    val pct = (BigDecimal(amount.cents) * rate).setScale(0, BigDecimal.RoundingMode.HALF_UP).toLong
    math.min(pct + fixedCents, amount.cents)
  }
}
