package ledger

import java.time.Instant
import scala.collection.mutable

import ledger.PaymentStatus._

final class LedgerError(msg: String) extends RuntimeException(msg)

/** In-memory ledger of card payments, one per id. Not thread-safe; callers serialize. */
final class Ledger {
  private val payments = mutable.LinkedHashMap.empty[String, Payment]

  def record(p: Payment): Unit = {
    if (payments.contains(p.id)) throw new LedgerError(s"duplicate payment ${p.id}")
    payments.update(p.id, p)
  }

  def get(id: String): Option[Payment] = payments.get(id)

  def all: Seq[Payment] = payments.values.toSeq

  def settle(id: String, at: Instant): Payment =
    transition(id) {
      case p if p.status == Pending => p.copy(status = Settled, settledAt = Some(at))
    }

  def fail(id: String): Payment =
    transition(id) {
      case p if p.status == Pending => p.copy(status = Failed)
    }

  /** Full refund of a settled payment. Partial refunds are not supported yet. */
  def refund(id: String): Payment =
    transition(id) {
      case p if p.status == Settled => p.copy(status = Refunded)
    }

  private def transition(id: String)(f: PartialFunction[Payment, Payment]): Payment = {
    val current = payments.getOrElse(id, throw new LedgerError(s"unknown payment $id"))
    val next = f.applyOrElse(current, (p: Payment) =>
      throw new LedgerError(s"payment $id cannot go from ${p.status}"))
    payments.update(id, next)
    next
  }
}
