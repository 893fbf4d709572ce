<?php
/*
 * Nightly export of yesterday's paid orders for finance.
 * crontab (www-data): 15 2 * * * php /srv/orders/cron/export_csv.php
 */
require_once dirname(__FILE__) . '/../lib/orders.php';

$day  = date('Y-m-d', strtotime('yesterday'));
$file = EXPORT_DIR . '/orders-' . $day . '.csv';

$rows = db_all("SELECT o.order_no, o.created_at, c.name AS customer, o.total_cents, o.status
                  FROM orders o JOIN customers c ON c.id = o.customer_id
                 WHERE DATE(o.created_at) = '$day' AND o.status IN ('paid', 'packed', 'shipped')
                 ORDER BY o.created_at");

$fh = fopen($file, 'w');
if (!$fh) {
    fwrite(STDERR, "cannot write $file\n");
    exit(1);
}
fwrite($fh, "\xEF\xBB\xBF"); // UTF-8 BOM so Excel does not read it as cp1252
fputcsv($fh, array('order_no', 'date', 'customer', 'total', 'status'), ';');
foreach ($rows as $r) {
    fputcsv($fh, array(
        $r['order_no'],
        date('d.m.Y', strtotime($r['created_at'])),
        $r['customer'],
        number_format($r['total_cents'] / 100, 2, ',', ''),
        $r['status'],
    ), ';');
}
fclose($fh);

echo count($rows) . " orders written to $file\n";
