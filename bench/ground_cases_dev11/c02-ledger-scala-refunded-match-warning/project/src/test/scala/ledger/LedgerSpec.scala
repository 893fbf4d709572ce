package ledger

import java.time.Instant

import org.scalatest.funsuite.AnyFunSuite

import ledger.PaymentStatus._

class LedgerSpec extends AnyFunSuite {
  private val t0 = Instant.parse("2025-10-01T08:00:00Z")

  private def pay(id: String, cents: Long, status: PaymentStatus = Pending, merchant: String = "m1") =
    Payment(id, merchant, Money(cents, "EUR"), status, t0)

  test("settles a pending payment") {
    val l = new Ledger
    l.record(pay("p1", 1000))
    val p = l.settle("p1", t0.plusSeconds(60))
    assert(p.status == Settled)
    assert(p.settledAt.contains(t0.plusSeconds(60)))
  }

  test("refuses to settle a failed payment") {
    val l = new Ledger
    l.record(pay("p1", 1000, Failed))
    assertThrows[LedgerError](l.settle("p1", t0))
  }

  test("refunds only settled payments") {
    val l = new Ledger
    l.record(pay("p1", 1000, Settled))
    l.record(pay("p2", 1000, Pending))
    assert(l.refund("p1").status == Refunded)
    assertThrows[LedgerError](l.refund("p2"))
    assertThrows[LedgerError](l.refund("p1"))
  }

  test("computes merchant summary net of fees") {
    val rows = Report.summarize(Seq(pay("a", 10000, Settled), pay("b", 500, Pending), pay("c", 700, Failed)))
    assert(rows == Seq(Report.MerchantSummary("m1", 2, 10500, 280, 9720)))
  }
}
