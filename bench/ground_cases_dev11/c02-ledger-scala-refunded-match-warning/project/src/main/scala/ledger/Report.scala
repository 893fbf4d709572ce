package ledger

import ledger.PaymentStatus._

object Report {
  final case class MerchantSummary(merchantId: String, count: Int, gross: Long, fees: Long, net: Long)

  /** What a payment contributes to the merchant's payout, in cents. */
  def netAmount(p: Payment): Long = p.status match {
    case Settled => p.amount.cents - Fees.feeFor(p.amount)
    case Pending => 0L
    case Failed  => 0L
  }

  def feeAmount(p: Payment): Long =
    if (p.status == Settled) Fees.feeFor(p.amount) else 0L

  def summarize(payments: Seq[Payment]): Seq[MerchantSummary] =
    payments
      .groupBy(_.merchantId)
      .toSeq
      .sortBy(_._1)
      .map { case (merchant, ps) =>
        val counted = ps.filter(_.status != Failed)
        MerchantSummary(
          merchantId = merchant,
          count = counted.size,
          gross = counted.map(_.amount.cents).sum,
          fees = ps.map(feeAmount).sum,
          net = ps.map(netAmount).sum
        )
      }

  def toCsv(rows: Seq[MerchantSummary]): String = {
    val header = "merchant_id,count,gross_cents,fee_cents,net_cents"
    (header +: rows.map(r => s"${r.merchantId},${r.count},${r.gross},${r.fees},${r.net}")).mkString("\n")
  }
}
