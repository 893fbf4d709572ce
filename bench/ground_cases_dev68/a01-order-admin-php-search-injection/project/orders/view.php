<?php
require_once dirname(__FILE__) . '/../lib/orders.php';

$order = get_order(isset($_GET['id']) ? $_GET['id'] : 0);
if (!$order) {
    header('HTTP/1.0 404 Not Found');
    echo 'Order not found';
    exit;
}

if ($_SERVER['REQUEST_METHOD'] === 'POST' && isset($_POST['status'])) {
    set_order_status($order['id'], $_POST['status']);
    header('Location: view.php?id=' . (int) $order['id']);
    exit;
}

$title = 'Order ' . $order['order_no'];
include dirname(__FILE__) . '/../includes/header.php';
?>
<h2><?php echo h($order['order_no']); ?> &middot; <?php echo h($order['customer']); ?></h2>
<p><?php echo h($order['email']); ?> &middot; <?php echo date('d.m.Y H:i', strtotime($order['created_at'])); ?></p>

<table class="grid">
  <tr><th>SKU</th><th>Item</th><th>Qty</th><th>Price</th></tr>
  <?php foreach ($order['lines'] as $l): ?>
  <tr>
    <td><?php echo h($l['sku']); ?></td>
    <td><?php echo h($l['title']); ?></td>
    <td class="num"><?php echo (int) $l['qty']; ?></td>
    <td class="num"><?php echo money($l['price_cents']); ?></td>
  </tr>
  <?php endforeach; ?>
</table>

<form method="post" id="status-form">
  <select name="status">
    <?php foreach ($ORDER_STATUSES as $key => $label): ?>
      <option value="<?php echo $key; ?>"<?php if ($key === $order['status']) echo ' selected'; ?>><?php echo $label; ?></option>
    <?php endforeach; ?>
  </select>
  <button type="submit">Change status</button>
</form>
<?php include dirname(__FILE__) . '/../includes/footer.php'; ?>
