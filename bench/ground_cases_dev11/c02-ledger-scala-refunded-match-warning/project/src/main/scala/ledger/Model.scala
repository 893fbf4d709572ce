package ledger

import java.time.Instant

sealed trait PaymentStatus

object PaymentStatus {
  case object Pending extends PaymentStatus
  case object Settled extends PaymentStatus
  case object Failed extends PaymentStatus
  case object Refunded extends PaymentStatus

  def parse(s: String): Option[PaymentStatus] = s.trim.toLowerCase match {
    case "pending" => Some(Pending)
    case "settled" => Some(Settled)
    case "failed"  => Some(Failed)
    case "refunded" => Some(Refunded)
    case _         => None
  }
}

final case class Money(cents: Long, currency: String) {
  def +(other: Money): Money = {
    require(currency == other.currency, s"currency mismatch: $currency vs ${other.currency}")
    copy(cents = cents + other.cents)
  }

  def -(other: Money): Money = this + other.copy(cents = -other.cents)

  override def toString: String = f"${cents / 100.0}%.2f $currency"
}

object Money {
  def zero(currency: String): Money = Money(0L, currency)
}

final case class Payment(
    id: String,
    merchantId: String,
    amount: Money,
    status: PaymentStatus,
    createdAt: Instant,
    settledAt: Option[Instant] = None
)
