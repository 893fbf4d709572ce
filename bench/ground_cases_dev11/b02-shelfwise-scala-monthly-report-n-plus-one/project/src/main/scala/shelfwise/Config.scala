package shelfwise

import com.typesafe.config.{Config as TConfig, ConfigFactory}

final case class DbConfig(url: String, user: String, password: String)
final case class HttpConfig(host: String, port: Int)
final case class StockConfig(lowStockMargin: Int)
final case class AppConfig(db: DbConfig, http: HttpConfig, stock: StockConfig)

object AppConfig:
  def load(c: TConfig = ConfigFactory.load()): AppConfig =
    AppConfig(
      db = DbConfig(
        url = c.getString("shelfwise.db.url"),
        user = c.getString("shelfwise.db.user"),
        password = c.getString("shelfwise.db.password")
      ),
      http = HttpConfig(c.getString("shelfwise.http.host"), c.getInt("shelfwise.http.port")),
      stock = StockConfig(c.getInt("shelfwise.stock.low-stock-margin"))
    )
