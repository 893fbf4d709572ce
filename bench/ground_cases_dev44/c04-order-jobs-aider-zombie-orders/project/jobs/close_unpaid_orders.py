"""每 5 分钟跑一次：把下单超过 UNPAID_TIMEOUT_MIN 分钟还没支付的订单关掉，释放库存。"""
import logging
import time
from datetime import datetime, timedelta

from jobs import settings
from jobs.db import get_conn
from jobs.stock import release_stock

log = logging.getLogger("close_unpaid_orders")

SELECT_SQL = """
    SELECT id, order_no FROM t_order
    WHERE status = %s AND created_at < %s
    ORDER BY id
    LIMIT %s OFFSET %s
"""
CLOSE_SQL = (
    "UPDATE t_order SET status = %s, closed_at = NOW(), close_reason = 'PAY_TIMEOUT' "
    "WHERE id = %s AND status = %s"
)

STATUS_UNPAID = 10
STATUS_CLOSED = 90


def run(now=None):
    now = now or datetime.now()
    deadline = now - timedelta(minutes=settings.UNPAID_TIMEOUT_MIN)
    started = time.monotonic()
    conn = get_conn()
    offset = 0
    closed = 0
    try:
        while True:
            with conn.cursor() as cur:
                cur.execute(SELECT_SQL, (STATUS_UNPAID, deadline, settings.BATCH_SIZE, offset))
                rows = cur.fetchall()
            if not rows:
                break
            for order_id, order_no in rows:
                with conn.cursor() as cur:
                    n = cur.execute(CLOSE_SQL, (STATUS_CLOSED, order_id, STATUS_UNPAID))
                if n:
                    release_stock(conn, order_id)
                    closed += 1
            conn.commit()
            offset += settings.BATCH_SIZE
    finally:
        conn.close()
        log.info("closed %d unpaid orders in %.1fs (deadline=%s)", closed, time.monotonic() - started, deadline)
    return closed


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    run()
