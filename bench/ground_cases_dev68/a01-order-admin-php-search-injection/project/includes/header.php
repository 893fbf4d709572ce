<!DOCTYPE html>
<html>
<head>
  <meta charset="utf-8">
  <title><?php echo h(isset($title) ? $title . ' - ' . SITE_TITLE : SITE_TITLE); ?></title>
  <link rel="stylesheet" href="/css/admin.css">
  <link rel="stylesheet" href="/js/vendor/jquery-ui-1.9.2.custom.min.css">
</head>
<body>
<div id="top">
  <a href="/index.php"><?php echo SITE_TITLE; ?></a>
  <a href="/orders/search.php">Orders</a>
  <a href="/reports/daily.php">Daily report</a>
</div>
<div id="content">
