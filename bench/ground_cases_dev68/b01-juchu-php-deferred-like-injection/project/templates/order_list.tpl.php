<h1><?php echo h($title); ?></h1>

<form id="search-form" method="get" action="order_list.php">
  顧客名 <input type="text" name="customer" value="<?php echo h($cond['customer']); ?>">
  状態
  <select name="status">
    <option value="">すべて</option>
    <?php foreach ($GLOBALS['ORDER_STATUSES'] as $st): ?>
    <option value="<?php echo h($st); ?>"<?php if ($cond['status'] === $st) echo ' selected'; ?>><?php echo h(order_status_label($st)); ?> (<?php echo isset($counts[$st]) ? $counts[$st] : 0; ?>)</option>
    <?php endforeach; ?>
  </select>
  期間 <input type="text" class="datepicker" name="from" value="<?php echo h($cond['from']); ?>">
  〜 <input type="text" class="datepicker" name="to" value="<?php echo h($cond['to']); ?>">
  <button type="submit">検索</button>
  <a id="csv-link" href="export_csv.php">CSV出力</a>
</form>

<table class="list">
  <tr><th>受注番号</th><th>顧客名</th><th>金額</th><th>状態</th><th>受注日</th></tr>
  <?php foreach ($orders as $o): ?>
  <tr class="order-row" data-id="<?php echo (int)$o['id']; ?>">
    <td><?php echo h($o['order_no']); ?></td>
    <td><?php echo h($o['customer_name']); ?></td>
    <td class="num"><?php echo yen($o['total']); ?></td>
    <td><?php echo h(order_status_label($o['status'])); ?></td>
    <td><?php echo h(substr($o['ordered_at'], 0, 10)); ?></td>
  </tr>
  <?php endforeach; ?>
</table>
<script src="js/order.js"></script>
