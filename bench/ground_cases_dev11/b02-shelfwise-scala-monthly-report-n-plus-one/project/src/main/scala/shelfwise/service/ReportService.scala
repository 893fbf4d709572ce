package shelfwise.service

import cats.effect.IO
import cats.syntax.all.*
import doobie.*
import doobie.implicits.*
import java.time.YearMonth
import shelfwise.repo.{OrderRepo, ProductRepo}
import shelfwise.repo.OrderRepo.OrderLine
import shelfwise.repo.ProductRepo.Product

final case class CategoryTotal(category: String, quantity: Long, revenueYen: Long)
final case class ProductSales(sku: String, name: String, quantity: Long, revenueYen: Long)
final case class MonthlyReport(
    month: String,
    orders: Int,
    revenueYen: Long,
    byCategory: List[CategoryTotal],
    topProducts: List[ProductSales]
)

class ReportService(orders: OrderRepo, products: ProductRepo, xa: Transactor[IO]):

  def monthly(month: YearMonth, top: Int = 10): IO[MonthlyReport] =
    val from = month.atDay(1).atStartOfDay()
    val to = month.plusMonths(1).atDay(1).atStartOfDay()
    val program = for
      orderCount <- orders.countBetween(from, to)
      lines <- orders.linesBetween(from, to)
      withProduct <- lines.traverse(line => products.find(line.productId).map(p => line -> p))
    yield build(month, orderCount, withProduct.collect { case (l, Some(p)) => l -> p }, top)
    program.transact(xa)

  private def revenue(rows: List[(OrderLine, Product)]): Long =
    rows.map((l, _) => l.unitPriceYen * l.quantity).sum

  private def quantity(rows: List[(OrderLine, Product)]): Long =
    rows.map((l, _) => l.quantity.toLong).sum

  private def build(month: YearMonth, orderCount: Int, rows: List[(OrderLine, Product)], top: Int): MonthlyReport =
    val byCategory = rows
      .groupBy((_, p) => p.category)
      .map((category, rs) => CategoryTotal(category, quantity(rs), revenue(rs)))
      .toList
      .sortBy(-_.revenueYen)
    val topProducts = rows
      .groupBy((_, p) => p.id)
      .values
      .map { rs =>
        val p = rs.head._2
        ProductSales(p.sku, p.name, quantity(rs), revenue(rs))
      }
      .toList
      .sortBy(-_.revenueYen)
      .take(top)
    MonthlyReport(month.toString, orderCount, revenue(rows), byCategory, topProducts)
