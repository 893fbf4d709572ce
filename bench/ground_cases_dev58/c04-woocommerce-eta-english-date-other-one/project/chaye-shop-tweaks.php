<?php
/**
 * Plugin Name: 茶也小店 定制
 * Description: 包邮提示、预计发货、会员价、结账字段、订单邮件的小改动.
 * Version:     1.4.2
 * Author:      小雨
 * Text Domain: chaye
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'CHAYE_DIR', plugin_dir_path( __FILE__ ) );
define( 'CHAYE_URL', plugin_dir_url( __FILE__ ) );
define( 'CHAYE_FREE_SHIP_MIN', 129 ); // 国庆活动, 原来是 99

require_once CHAYE_DIR . 'includes/shipping.php';
require_once CHAYE_DIR . 'includes/shortcodes.php';
require_once CHAYE_DIR . 'includes/checkout.php';
require_once CHAYE_DIR . 'includes/emails.php';

if ( is_admin() ) {
	require_once CHAYE_DIR . 'includes/admin.php';
}

add_action( 'wp_enqueue_scripts', function () {
	if ( function_exists( 'is_woocommerce' ) && ( is_woocommerce() || is_cart() || is_checkout() ) ) {
		wp_enqueue_style( 'chaye-shop', CHAYE_URL . 'assets/css/shop.css', array(), '1.4.2' );
	}
} );

add_action( 'wp_footer', function () {
	echo '<div class="chaye-footer-note">© ' . date( 'Y' ) . ' 茶也小店 · 杭州西湖区 · 浙ICP备2021000000号</div>';
} );
