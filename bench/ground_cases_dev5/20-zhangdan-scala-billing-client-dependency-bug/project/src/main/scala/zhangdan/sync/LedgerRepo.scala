package zhangdan.sync

import java.time.Instant
import scalikejdbc._

final case class LedgerEntry(invoiceId: String, customerId: String, amount: BigDecimal, currency: String, issuedAt: Instant)

final class LedgerRepo(jdbcUrl: String) {
  ConnectionPool.singleton(jdbcUrl, null, null)

  def upsert(e: LedgerEntry): Unit = DB.autoCommit { implicit s =>
    sql"""insert into ledger (invoice_id, customer_id, amount, currency, issued_at)
          values (${e.invoiceId}, ${e.customerId}, ${e.amount}, ${e.currency}, ${e.issuedAt})
          on conflict (invoice_id) do update set amount = excluded.amount""".update.apply()
    ()
  }

  def lastSyncedAt(): Instant = DB.readOnly { implicit s =>
    sql"select coalesce(max(issued_at), 'epoch') from ledger".map(_.timestamp(1).toInstant).single.apply().get
  }
}
