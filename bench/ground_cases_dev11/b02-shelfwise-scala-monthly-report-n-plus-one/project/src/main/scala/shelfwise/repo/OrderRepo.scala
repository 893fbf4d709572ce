package shelfwise.repo

import doobie.*
import doobie.implicits.*
import doobie.implicits.javatimedrivernative.*
import java.time.LocalDateTime

object OrderRepo:
  final case class OrderLine(orderId: Long, productId: Long, quantity: Int, unitPriceYen: Long)

class OrderRepo:
  import OrderRepo.OrderLine

  def countBetween(from: LocalDateTime, to: LocalDateTime): ConnectionIO[Int] =
    sql"""SELECT count(*) FROM orders
          WHERE status <> 'cancelled' AND ordered_at >= $from AND ordered_at < $to"""
      .query[Int]
      .unique

  def linesBetween(from: LocalDateTime, to: LocalDateTime): ConnectionIO[List[OrderLine]] =
    sql"""SELECT l.order_id, l.product_id, l.quantity, l.unit_price_yen
          FROM order_lines l JOIN orders o ON o.id = l.order_id
          WHERE o.status <> 'cancelled' AND o.ordered_at >= $from AND o.ordered_at < $to"""
      .query[OrderLine]
      .to[List]

  def recentForProduct(productId: Long, limit: Int): ConnectionIO[List[OrderLine]] =
    sql"""SELECT l.order_id, l.product_id, l.quantity, l.unit_price_yen
          FROM order_lines l JOIN orders o ON o.id = l.order_id
          WHERE l.product_id = $productId
          ORDER BY o.ordered_at DESC
          LIMIT $limit"""
      .query[OrderLine]
      .to[List]
