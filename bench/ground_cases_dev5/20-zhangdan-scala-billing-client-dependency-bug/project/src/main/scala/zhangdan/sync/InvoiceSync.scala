package zhangdan.sync

import com.acme.payments.billing.{BillingClient, Invoice}
import org.slf4j.LoggerFactory
import scala.util.{Failure, Success, Try}

final class InvoiceSync(client: BillingClient, ledger: LedgerRepo) {
  private val log = LoggerFactory.getLogger(getClass)

  def run(ids: Seq[String]): SyncReport = {
    val results = ids.map { id =>
      syncOne(id) match {
        case Success(_) => Right(id)
        case Failure(e) =>
          log.warn(s"invoice $id failed", e)
          Left(id)
      }
    }
    SyncReport(results.collect { case Right(id) => id }, results.collect { case Left(id) => id })
  }

  private def syncOne(id: String): Try[Unit] =
    client.fetchInvoice(id).map(inv => ledger.upsert(toEntry(inv)))

  private def toEntry(inv: Invoice): LedgerEntry =
    LedgerEntry(inv.id, inv.customerId, inv.total, inv.currency, inv.issuedAt)
}
