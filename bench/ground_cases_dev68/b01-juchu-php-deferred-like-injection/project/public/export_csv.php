<?php
/**
 * 受注一覧 CSV 出力 (営業部向け)
 * 一覧画面と同じ検索条件で出力する
 */
require_once dirname(__FILE__) . '/../lib/util.php';
require_once dirname(__FILE__) . '/../lib/orders.php';

$db = db_connect();
$orders = find_orders(
    $db,
    param('customer'),
    param('status'),
    param('from'),
    param('to'),
    5000
);

$filename = 'orders_' . date('Ymd') . '.csv';
header('Content-Type: text/csv; charset=Shift_JIS');
header('Content-Disposition: attachment; filename=' . $filename);

$out = fopen('php://output', 'w');
$head = array('受注番号', '顧客名', '金額', 'ステータス', '受注日時');
fwrite($out, mb_convert_encoding(implode(',', array_map('csv_field', $head)), 'SJIS-win', 'UTF-8') . "\r\n");
foreach ($orders as $o) {
    $cols = array(
        $o['order_no'],
        $o['customer_name'],
        $o['total'],
        order_status_label($o['status']),
        $o['ordered_at'],
    );
    fwrite($out, mb_convert_encoding(implode(',', array_map('csv_field', $cols)), 'SJIS-win', 'UTF-8') . "\r\n");
}
fclose($out);
exit;
