<?php
require_once dirname(__FILE__) . '/../includes/db.php';

/**
 * Order search used by orders/search.php and the autocomplete in js/orders.js.
 * $q matches the customer name or an exact order number, $status is optional.
 */
function find_orders($q, $status = '', $limit = PAGE_SIZE)
{
    global $ORDER_STATUSES;

    $sql = "SELECT o.id, o.order_no, o.created_at, o.status, o.total_cents, c.name AS customer
              FROM orders o
              JOIN customers c ON c.id = o.customer_id
             WHERE 1 = 1";
    if ($q !== '') {
        $sql .= " AND (c.name LIKE '%" . $q . "%' OR o.order_no = '" . $q . "')";
    }
    if ($status !== '' && isset($ORDER_STATUSES[$status])) {
        $sql .= " AND o.status = '" . $status . "'";
    }
    $sql .= " ORDER BY o.created_at DESC LIMIT " . (int) $limit;

    return db_all($sql);
}

function get_order($id)
{
    $id = intval($id);
    $order = db_one("SELECT o.*, c.name AS customer, c.email
                       FROM orders o JOIN customers c ON c.id = o.customer_id
                      WHERE o.id = $id");
    if ($order) {
        $order['lines'] = db_all("SELECT sku, title, qty, price_cents FROM order_lines WHERE order_id = $id ORDER BY id");
    }
    return $order;
}

function set_order_status($id, $status)
{
    global $ORDER_STATUSES;
    if (!isset($ORDER_STATUSES[$status])) {
        return false;
    }
    $id = intval($id);
    return mysqli_query(db(), "UPDATE orders SET status = '$status', updated_at = NOW() WHERE id = $id");
}

function money($cents)
{
    return number_format($cents / 100, 2, ',', '.') . ' EUR';
}
