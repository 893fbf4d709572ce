<?php
require_once dirname(__FILE__) . '/lib/auth.php';
require_once dirname(__FILE__) . '/lib/order_repo.php';

require_login();

$from = isset($_GET['from']) ? trim($_GET['from']) : '';
$to   = isset($_GET['to']) ? trim($_GET['to']) : '';

if (!preg_match('/^\d{4}-\d{2}-\d{2}$/', $from) || !preg_match('/^\d{4}-\d{2}-\d{2}$/', $to)) {
    die('日期格式不对，应为 2016-01-31 这种');
}
if ((strtotime($to) - strtotime($from)) / 86400 > EXPORT_MAX_DAYS) {
    die('一次最多导出 ' . EXPORT_MAX_DAYS . ' 天');
}

$rows = list_orders_between($from, $to);

$filename = 'orders_' . str_replace('-', '', $from) . '_' . str_replace('-', '', $to) . '.csv';
header('Content-Type: text/csv; charset=utf-8');
header('Content-Disposition: attachment; filename="' . $filename . '"');
header('Cache-Control: no-cache');

$out = fopen('php://output', 'w');
// Excel 靠 BOM 判断 UTF-8，没有就按 GBK 打开，中文会乱码
fwrite($out, "\xEF\xBB\xBF");
fputcsv($out, array('订单号', '收货人', '手机', '地址', '金额', '状态', '下单时间'));
foreach ($rows as $r) {
    fputcsv($out, array(
        $r['order_no'] . "\t",
        $r['buyer_name'],
        $r['phone'] . "\t",
        $r['address'],
        number_format($r['total'] / 100, 2, '.', ''),
        status_label($r['status']),
        $r['created_at'],
    ));
}
fclose($out);
exit;
