<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
<title><?php echo h($title); ?> | 受注管理</title>
<link rel="stylesheet" href="css/style.css">
<link rel="stylesheet" href="css/jquery-ui-1.9.2.custom.min.css">
<script src="js/jquery-1.8.3.min.js"></script>
<script src="js/jquery-ui-1.9.2.custom.min.js"></script>
</head>
<body>
<div id="header"><a href="order_list.php">受注管理</a> | <a href="logout.php">ログアウト</a></div>
<div id="content">
