<?php
require_once dirname(__FILE__) . '/db.php';

$GLOBALS['ORDER_STATUS'] = array(
    0 => '待付款',
    1 => '已付款',
    2 => '已发货',
    3 => '已完成',
    9 => '已取消',
);

function find_order($id)
{
    $id = intval($id);
    return db_one("SELECT * FROM orders WHERE id = " . $id);
}

function find_order_items($orderId)
{
    $orderId = intval($orderId);
    return db_all("SELECT sku, title, qty, price FROM order_items WHERE order_id = " . $orderId . " ORDER BY id");
}

/**
 * 导出用：按下单时间取订单，$from / $to 是 Y-m-d
 */
function list_orders_between($from, $to)
{
    // created_at 是 DATETIME，结束日期要包含当天，所以用 < 下一天 0 点
    $toNext = date('Y-m-d', strtotime($to . ' +1 day'));
    $sql = "SELECT o.id, o.order_no, o.buyer_name, o.phone, o.address, o.total, o.status, o.created_at"
         . " FROM orders o"
         . " WHERE o.created_at >= '" . $from . "' AND o.created_at < '" . $toNext . "'"
         . " ORDER BY o.id";
    return db_all($sql);
}

/**
 * 订单列表页的搜索框：订单号 / 收货人 / 手机号 模糊查
 */
function find_orders_by_keyword($kw, $status, $page)
{
    $offset = (max(1, intval($page)) - 1) * PAGE_SIZE;
    $where = "1=1";
    if ($status !== '' && $status !== null) {
        $where .= " AND o.status = " . intval($status);
    }
    if ($kw !== '') {
        $where .= " AND (o.order_no LIKE '%" . $kw . "%' OR o.buyer_name LIKE '%" . $kw . "%' OR o.phone LIKE '%" . $kw . "%')";
    }
    $sql = "SELECT o.id, o.order_no, o.buyer_name, o.phone, o.total, o.status, o.created_at"
         . " FROM orders o WHERE " . $where
         . " ORDER BY o.id DESC LIMIT " . $offset . ", " . PAGE_SIZE;
    return db_all($sql);
}

function count_orders($status)
{
    $sql = "SELECT COUNT(*) AS c FROM orders";
    if ($status !== '' && $status !== null) {
        $sql .= " WHERE status = " . intval($status);
    }
    $row = db_one($sql);
    return $row ? intval($row['c']) : 0;
}

function update_order_status($id, $status, $operator)
{
    $id = intval($id);
    $status = intval($status);
    $op = mysqli_real_escape_string(db(), $operator);
    db_exec("UPDATE orders SET status = " . $status . ", updated_at = NOW() WHERE id = " . $id);
    return db_exec("INSERT INTO order_logs (order_id, status, operator, created_at) VALUES ("
        . $id . ", " . $status . ", '" . $op . "', NOW())");
}

function status_label($status)
{
    return isset($GLOBALS['ORDER_STATUS'][$status]) ? $GLOBALS['ORDER_STATUS'][$status] : '未知';
}
