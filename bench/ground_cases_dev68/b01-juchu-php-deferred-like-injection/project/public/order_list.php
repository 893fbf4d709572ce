<?php
require_once dirname(__FILE__) . '/../lib/util.php';
require_once dirname(__FILE__) . '/../lib/orders.php';

session_start();
if (empty($_SESSION['staff_id'])) {
    redirect('/login.php');
}

$db = db_connect();
$cond = array(
    'customer' => param('customer'),
    'status'   => param('status'),
    'from'     => param('from'),
    'to'       => param('to'),
);
$orders = find_orders($db, $cond['customer'], $cond['status'], $cond['from'], $cond['to']);
$counts = count_orders_by_status($db);

$title = '受注一覧';
include dirname(__FILE__) . '/../templates/header.tpl.php';
include dirname(__FILE__) . '/../templates/order_list.tpl.php';
include dirname(__FILE__) . '/../templates/footer.tpl.php';
