package zhangdan.sync

import com.typesafe.config.ConfigFactory
import scala.concurrent.duration._

final case class Config(billingBaseUrl: String, billingTimeout: FiniteDuration, ledgerJdbcUrl: String)

object Config {
  def load(): Config = {
    val c = ConfigFactory.load()
    Config(
      c.getString("billing.base-url"),
      c.getDuration("billing.timeout").toMillis.millis,
      c.getString("ledger.jdbc-url")
    )
  }
}
