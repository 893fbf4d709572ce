<?php
require_once dirname(__FILE__) . '/../lib/orders.php';

$q      = isset($_GET['q']) ? trim($_GET['q']) : '';
$status = isset($_GET['status']) ? $_GET['status'] : '';
$rows   = find_orders($q, $status);

if (!empty($_GET['ajax'])) {
    header('Content-Type: application/json; charset=utf-8');
    $out = array();
    foreach ($rows as $r) {
        $out[] = array('id' => $r['id'], 'label' => $r['order_no'] . ' - ' . $r['customer']);
    }
    echo json_encode($out);
    exit;
}

$title = 'Search orders';
include dirname(__FILE__) . '/../includes/header.php';
?>
<form method="get" id="order-search">
  <input type="text" name="q" id="q" value="<?php echo h($q); ?>" placeholder="Customer or order no.">
  <select name="status">
    <option value="">any status</option>
    <?php foreach ($ORDER_STATUSES as $key => $label): ?>
      <option value="<?php echo $key; ?>"<?php if ($key === $status) echo ' selected'; ?>><?php echo $label; ?></option>
    <?php endforeach; ?>
  </select>
  <button type="submit">Search</button>
</form>

<table class="grid">
  <tr><th>Order</th><th>Date</th><th>Customer</th><th>Status</th><th>Total</th></tr>
  <?php foreach ($rows as $r): ?>
  <tr>
    <td><a href="view.php?id=<?php echo (int) $r['id']; ?>"><?php echo h($r['order_no']); ?></a></td>
    <td><?php echo date('d.m.Y', strtotime($r['created_at'])); ?></td>
    <td><?php echo h($r['customer']); ?></td>
    <td><?php echo h($ORDER_STATUSES[$r['status']]); ?></td>
    <td class="num"><?php echo money($r['total_cents']); ?></td>
  </tr>
  <?php endforeach; ?>
</table>
<?php include dirname(__FILE__) . '/../includes/footer.php'; ?>
