"""库存释放：订单关闭后把锁定的库存加回去。"""

RELEASE_SQL = """
    UPDATE t_sku_stock s
    JOIN t_order_item i ON i.sku_id = s.sku_id
    SET s.locked = s.locked - i.quantity, s.available = s.available + i.quantity
    WHERE i.order_id = %s
"""


def release_stock(conn, order_id):
    with conn.cursor() as cur:
        cur.execute(RELEASE_SQL, (order_id,))
