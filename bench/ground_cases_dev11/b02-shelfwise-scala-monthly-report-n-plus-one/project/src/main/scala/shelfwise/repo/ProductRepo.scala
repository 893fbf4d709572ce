package shelfwise.repo

import cats.data.NonEmptyList
import doobie.*
import doobie.implicits.*

object ProductRepo:
  final case class Product(id: Long, sku: String, name: String, category: String, reorderPoint: Int)

class ProductRepo:
  import ProductRepo.Product

  private val select = fr"SELECT id, sku, name, category, reorder_point FROM products"

  def find(id: Long): ConnectionIO[Option[Product]] =
    (select ++ fr"WHERE id = $id").query[Product].option

  def findMany(ids: NonEmptyList[Long]): ConnectionIO[List[Product]] =
    (select ++ fr"WHERE" ++ Fragments.in(fr"id", ids)).query[Product].to[List]

  def findBySku(sku: String): ConnectionIO[Option[Product]] =
    (select ++ fr"WHERE sku = $sku").query[Product].option

  def byCategory(category: String): ConnectionIO[List[Product]] =
    (select ++ fr"WHERE category = $category ORDER BY sku").query[Product].to[List]
