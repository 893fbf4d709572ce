package shelfwise.service

import cats.effect.IO
import doobie.*
import doobie.implicits.*
import shelfwise.repo.ProductRepo

final case class LowStock(sku: String, name: String, onHand: Int, reorderPoint: Int, severity: String)

object StockService:
  /** On hand at or below reorder point + margin counts as low; at or below zero is critical. */
  def severity(onHand: Int, reorderPoint: Int, margin: Int): Option[String] =
    if onHand <= 0 then Some("critical")
    else if onHand <= reorderPoint then Some("reorder")
    else if onHand <= reorderPoint + margin then Some("watch")
    else None

class StockService(products: ProductRepo, xa: Transactor[IO], lowStockMargin: Int):
  import StockService.severity

  private def rows(category: Option[String]): ConnectionIO[List[(String, String, Int, Int)]] =
    val base = fr"""SELECT p.sku, p.name, s.on_hand, p.reorder_point
                   FROM stock s JOIN products p ON p.id = s.product_id"""
    val where = category.fold(Fragment.empty)(c => fr"WHERE p.category = $c")
    (base ++ where ++ fr"ORDER BY s.on_hand").query[(String, String, Int, Int)].to[List]

  def lowStock(category: Option[String]): IO[List[LowStock]] =
    rows(category).transact(xa).map { rs =>
      rs.flatMap { (sku, name, onHand, reorderPoint) =>
        severity(onHand, reorderPoint, lowStockMargin).map(LowStock(sku, name, onHand, reorderPoint, _))
      }
    }
