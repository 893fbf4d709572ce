<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<title><?php echo h(isset($title) ? $title : ADMIN_TITLE); ?> - <?php echo ADMIN_TITLE; ?></title>
<link rel="stylesheet" href="css/admin.css">
<script src="js/jquery-1.4.4.min.js"></script>
<script src="js/jquery-ui-1.8.custom.min.js"></script>
<script src="js/orders.js"></script>
</head>
<body>
<div id="top">
    <span class="logo"><?php echo ADMIN_TITLE; ?></span>
    <?php $me = current_admin(); if ($me): ?>
    <span class="me"><?php echo h($me['username']); ?> | <a href="logout.php">退出</a></span>
    <?php endif; ?>
</div>
<div id="nav">
    <a href="orders.php">订单</a>
    <a href="refunds.php">退款</a>
    <a href="stats.php">统计</a>
</div>
<div id="main">
