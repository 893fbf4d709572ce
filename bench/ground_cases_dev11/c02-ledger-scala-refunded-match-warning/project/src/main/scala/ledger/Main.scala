package ledger

import java.time.Instant
import scala.io.Source
import scala.util.Using

/** Reads payments.csv (id,merchant,cents,currency,status,created_at) and prints the payout report. */
object Main {
  def main(args: Array[String]): Unit = {
    val path = args.headOption.getOrElse("payments.csv")
    val ledger = new Ledger
    Using.resource(Source.fromFile(path)) { src =>
      src.getLines().drop(1).filter(_.nonEmpty).foreach { line =>
        line.split(',').map(_.trim) match {
          case Array(id, merchant, cents, currency, status, created) =>
            PaymentStatus.parse(status) match {
              case Some(st) =>
                ledger.record(Payment(id, merchant, Money(cents.toLong, currency), st, Instant.parse(created)))
              case None =>
                Console.err.println(s"skipping $id: unknown status '$status'")
            }
          case other =>
            Console.err.println(s"skipping malformed line (${other.length} fields): $line")
        }
      }
    }
    println(Report.toCsv(Report.summarize(ledger.all)))
  }
}
