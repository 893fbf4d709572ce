<?php
// 订单后台配置 —— 2014 年上线，生产配置在服务器上的 config.local.php 覆盖
define('DB_HOST', '127.0.0.1');
define('DB_USER', 'shop_admin');
define('DB_PASS', '');
define('DB_NAME', 'shop');
define('DB_CHARSET', 'utf8');

define('ADMIN_TITLE', '订单管理后台');
define('PAGE_SIZE', 30);
define('EXPORT_MAX_DAYS', 92);

date_default_timezone_set('Asia/Shanghai');

if (file_exists(dirname(__FILE__) . '/config.local.php')) {
    require dirname(__FILE__) . '/config.local.php';
}
