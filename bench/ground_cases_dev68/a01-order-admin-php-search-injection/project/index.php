<?php
require_once dirname(__FILE__) . '/lib/orders.php';

$today = db_one("SELECT COUNT(*) AS n, COALESCE(SUM(total_cents), 0) AS cents
                   FROM orders WHERE DATE(created_at) = CURDATE()");
$open  = db_one("SELECT COUNT(*) AS n FROM orders WHERE status IN ('new', 'paid')");
$latest = find_orders('', '', 10);

$title = 'Dashboard';
include dirname(__FILE__) . '/includes/header.php';
?>
<div class="tiles">
  <div class="tile"><b><?php echo (int) $today['n']; ?></b> orders today</div>
  <div class="tile"><b><?php echo money($today['cents']); ?></b> revenue today</div>
  <div class="tile"><b><?php echo (int) $open['n']; ?></b> to pack</div>
</div>

<h3>Latest orders</h3>
<table class="grid">
  <tr><th>Order</th><th>Customer</th><th>Status</th><th>Total</th></tr>
  <?php foreach ($latest as $r): ?>
  <tr>
    <td><a href="orders/view.php?id=<?php echo (int) $r['id']; ?>"><?php echo h($r['order_no']); ?></a></td>
    <td><?php echo h($r['customer']); ?></td>
    <td><?php echo h($ORDER_STATUSES[$r['status']]); ?></td>
    <td class="num"><?php echo money($r['total_cents']); ?></td>
  </tr>
  <?php endforeach; ?>
</table>
<?php include dirname(__FILE__) . '/includes/footer.php'; ?>
