<?php
require_once dirname(__FILE__) . '/lib/auth.php';
require_once dirname(__FILE__) . '/lib/order_repo.php';

require_login();

$kw     = isset($_GET['kw']) ? trim($_GET['kw']) : '';
$status = isset($_GET['status']) ? $_GET['status'] : '';
$page   = isset($_GET['page']) ? intval($_GET['page']) : 1;

$orders = find_orders_by_keyword($kw, $status, $page);
$total  = count_orders($status);
$pages  = max(1, ceil($total / PAGE_SIZE));

$title = '订单列表';
include dirname(__FILE__) . '/templates/header.php';
?>
<form id="search-form" method="get" action="orders.php">
    <input type="text" name="kw" value="<?php echo h($kw); ?>" placeholder="订单号 / 收货人 / 手机">
    <select name="status">
        <option value="">全部状态</option>
        <?php foreach ($GLOBALS['ORDER_STATUS'] as $k => $v): ?>
        <option value="<?php echo $k; ?>" <?php if ((string)$k === $status) echo 'selected'; ?>><?php echo $v; ?></option>
        <?php endforeach; ?>
    </select>
    <button type="submit">搜索</button>
    <a href="#" id="export-link">导出 CSV</a>
</form>

<table class="grid" id="order-table">
    <tr><th>订单号</th><th>收货人</th><th>手机</th><th>金额</th><th>状态</th><th>下单时间</th><th></th></tr>
    <?php foreach ($orders as $o): ?>
    <tr data-id="<?php echo $o['id']; ?>">
        <td><a href="order_detail.php?id=<?php echo $o['id']; ?>"><?php echo h($o['order_no']); ?></a></td>
        <td><?php echo h($o['buyer_name']); ?></td>
        <td><?php echo h($o['phone']); ?></td>
        <td><?php echo number_format($o['total'] / 100, 2); ?></td>
        <td><?php echo status_label($o['status']); ?></td>
        <td><?php echo $o['created_at']; ?></td>
        <td><a href="#" class="ship-btn">发货</a></td>
    </tr>
    <?php endforeach; ?>
</table>

<div class="pager">
    <?php for ($i = 1; $i <= $pages; $i++): ?>
    <a href="orders.php?page=<?php echo $i; ?>&amp;kw=<?php echo urlencode($kw); ?>&amp;status=<?php echo urlencode($status); ?>"<?php if ($i == $page) echo ' class="cur"'; ?>><?php echo $i; ?></a>
    <?php endfor; ?>
</div>
<?php include dirname(__FILE__) . '/templates/footer.php'; ?>
