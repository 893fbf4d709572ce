<?php
require_once dirname(__FILE__) . '/lib/auth.php';
require_once dirname(__FILE__) . '/lib/order_repo.php';

require_login();

$id = isset($_GET['id']) ? intval($_GET['id']) : 0;
$order = find_order($id);
if (!$order) {
    header('HTTP/1.1 404 Not Found');
    die('订单不存在');
}

if ($_SERVER['REQUEST_METHOD'] === 'POST' && isset($_POST['status'])) {
    $admin = current_admin();
    update_order_status($id, $_POST['status'], $admin['username']);
    header('Location: order_detail.php?id=' . $id);
    exit;
}

$items = find_order_items($id);
$title = '订单 ' . $order['order_no'];
include dirname(__FILE__) . '/templates/header.php';
?>
<h2>订单 <?php echo h($order['order_no']); ?></h2>
<p>收货人：<?php echo h($order['buyer_name']); ?>　手机：<?php echo h($order['phone']); ?></p>
<p>地址：<?php echo h($order['address']); ?></p>
<p>状态：<?php echo status_label($order['status']); ?></p>

<table class="grid">
    <tr><th>SKU</th><th>商品</th><th>数量</th><th>单价</th></tr>
    <?php foreach ($items as $it): ?>
    <tr>
        <td><?php echo h($it['sku']); ?></td>
        <td><?php echo h($it['title']); ?></td>
        <td><?php echo intval($it['qty']); ?></td>
        <td><?php echo number_format($it['price'] / 100, 2); ?></td>
    </tr>
    <?php endforeach; ?>
</table>

<form method="post" id="status-form">
    <select name="status">
        <?php foreach ($GLOBALS['ORDER_STATUS'] as $k => $v): ?>
        <option value="<?php echo $k; ?>"><?php echo $v; ?></option>
        <?php endforeach; ?>
    </select>
    <button type="submit">改状态</button>
</form>
<?php include dirname(__FILE__) . '/templates/footer.php'; ?>
