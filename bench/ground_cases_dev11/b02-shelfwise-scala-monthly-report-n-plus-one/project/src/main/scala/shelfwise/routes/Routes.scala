package shelfwise.routes

import cats.effect.IO
import io.circe.Json
import io.circe.generic.auto.*
import java.time.YearMonth
import org.http4s.*
import org.http4s.circe.CirceEntityEncoder.*
import org.http4s.dsl.io.*
import scala.util.Try
import shelfwise.service.{ReportService, StockService}

object MonthVar:
  def unapply(s: String): Option[YearMonth] = Try(YearMonth.parse(s)).toOption

object CategoryQ extends OptionalQueryParamDecoderMatcher[String]("category")
object TopQ extends OptionalQueryParamDecoderMatcher[Int]("top")

class Routes(reports: ReportService, stock: StockService):

  private def error(msg: String): Json = Json.obj("error" -> Json.fromString(msg))

  val routes: HttpRoutes[IO] = HttpRoutes.of[IO] {
    case GET -> Root / "reports" / "monthly" / MonthVar(month) :? TopQ(top) =>
      val n = top.getOrElse(10)
      if n < 1 || n > 100 then BadRequest(error("top must be between 1 and 100"))
      else reports.monthly(month, n).flatMap(Ok(_))

    case GET -> Root / "reports" / "monthly" / bad =>
      BadRequest(error(s"invalid month '$bad', expected YYYY-MM"))

    case GET -> Root / "stock" / "low" :? CategoryQ(category) =>
      stock.lowStock(category).flatMap(Ok(_))
  }
