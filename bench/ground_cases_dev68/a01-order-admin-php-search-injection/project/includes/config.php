<?php
/*
 * Order admin - configuration
 * Copied from config.sample.php on the new box (2024-05). Do not commit passwords.
 */

define('DB_HOST', getenv('ORDERS_DB_HOST') ?: 'localhost');
define('DB_USER', getenv('ORDERS_DB_USER') ?: 'orders');
define('DB_PASS', getenv('ORDERS_DB_PASS') ?: '');
define('DB_NAME', 'shop_orders');

define('SITE_TITLE', 'Order Admin');
define('PAGE_SIZE', 50);
define('EXPORT_DIR', '/var/spool/orders-export');

// statuses as stored in orders.status (varchar, see schema.sql)
$ORDER_STATUSES = array(
    'new'       => 'New',
    'paid'      => 'Paid',
    'packed'    => 'Packed',
    'shipped'   => 'Shipped',
    'cancelled' => 'Cancelled',
    'refunded'  => 'Refunded',
);

date_default_timezone_set('Europe/Berlin');
error_reporting(E_ALL & ~E_NOTICE & ~E_DEPRECATED);
