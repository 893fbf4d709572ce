package shelfwise

import cats.effect.{IO, IOApp}
import com.comcast.ip4s.{Host, Port}
import doobie.Transactor
import doobie.util.log.{ExecFailure, LogEvent, LogHandler, ProcessingFailure, Success}
import org.http4s.ember.server.EmberServerBuilder
import org.http4s.server.Router
import org.http4s.server.middleware.Logger
import org.slf4j.LoggerFactory
import shelfwise.repo.{OrderRepo, ProductRepo}
import shelfwise.routes.Routes
import shelfwise.service.{ReportService, StockService}

object Main extends IOApp.Simple:

  private val sqlLog = LoggerFactory.getLogger("shelfwise.sql")

  private val logHandler = new LogHandler[IO]:
    def run(e: LogEvent): IO[Unit] = IO {
      e match
        case Success(sql, _, _, exec, processing) =>
          val oneLine = sql.linesIterator.map(_.trim).mkString(" ").trim
          sqlLog.debug(s"$oneLine (exec ${exec.toMillis} ms, processing ${processing.toMillis} ms)")
        case ProcessingFailure(sql, _, _, _, _, failure) => sqlLog.error(s"processing failed: $sql", failure)
        case ExecFailure(sql, _, _, _, failure)          => sqlLog.error(s"exec failed: $sql", failure)
    }

  def run: IO[Unit] =
    val cfg = AppConfig.load()
    val xa = Transactor.fromDriverManager[IO](
      "org.postgresql.Driver", cfg.db.url, cfg.db.user, cfg.db.password, Some(logHandler)
    )
    val products = ProductRepo()
    val orders = OrderRepo()
    val reports = ReportService(orders, products, xa)
    val stock = StockService(products, xa, cfg.stock.lowStockMargin)
    val app = Router("/api" -> Routes(reports, stock).routes).orNotFound

    EmberServerBuilder
      .default[IO]
      .withHost(Host.fromString(cfg.http.host).get)
      .withPort(Port.fromInt(cfg.http.port).get)
      .withHttpApp(Logger.httpApp(logHeaders = false, logBody = false)(app))
      .build
      .useForever
