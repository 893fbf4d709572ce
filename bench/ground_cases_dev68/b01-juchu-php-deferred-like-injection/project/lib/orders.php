<?php
/**
 * 受注まわりのクエリ
 * TODO: いつか PDO に寄せる (2014)
 */
require_once dirname(__FILE__) . '/db.php';

$GLOBALS['ORDER_STATUSES'] = array('new', 'shipped', 'cancelled', 'returned');

function find_order_by_id($db, $id)
{
    $id = intval($id);
    $rows = db_fetch_all($db, "SELECT * FROM orders WHERE id = $id");
    return $rows ? $rows[0] : null;
}

function find_orders($db, $customer, $status, $from, $to, $limit = 100)
{
    $sql = "SELECT o.id, o.order_no, o.customer_name, o.total, o.status, o.ordered_at"
         . " FROM orders o WHERE 1=1";
    if ($status !== '' && in_array($status, $GLOBALS['ORDER_STATUSES'], true)) {
        $sql .= " AND o.status = '" . $status . "'";
    }
    if ($from !== '') {
        $sql .= " AND o.ordered_at >= '" . db_escape($db, $from) . "'";
    }
    if ($to !== '') {
        $sql .= " AND o.ordered_at < '" . db_escape($db, $to) . "' + INTERVAL 1 DAY";
    }
    if ($customer !== '') {
        $sql .= " AND o.customer_name LIKE '%" . $customer . "%'";
    }
    $sql .= " ORDER BY o.ordered_at DESC LIMIT " . intval($limit);
    return db_fetch_all($db, $sql);
}

function count_orders_by_status($db)
{
    $rows = db_fetch_all($db, "SELECT status, COUNT(*) AS cnt FROM orders GROUP BY status");
    $out = array();
    foreach ($rows as $r) {
        $out[$r['status']] = (int)$r['cnt'];
    }
    return $out;
}

function order_status_label($status)
{
    switch ($status) {
        case 'new':       return '新規';
        case 'shipped':   return '出荷済';
        case 'cancelled': return 'キャンセル';
        case 'returned':  return '返品';
    }
    return $status;
}
