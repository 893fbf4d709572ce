package zhangdan.sync

import com.acme.payments.billing.BillingClient

object Main {
  def main(args: Array[String]): Unit = {
    val config = Config.load()
    val client = BillingClient(config.billingBaseUrl, config.billingTimeout)
    val ledger = new LedgerRepo(config.ledgerJdbcUrl)
    val sync = new InvoiceSync(client, ledger)
    val report = sync.run(client.listInvoiceIds(since = ledger.lastSyncedAt()))
    println(report.summary)
    if (report.failed.nonEmpty) sys.exit(2)
  }
}
