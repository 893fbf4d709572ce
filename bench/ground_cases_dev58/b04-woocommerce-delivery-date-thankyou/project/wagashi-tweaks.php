<?php
/**
 * Plugin Name: 和菓子 松風堂 ショップ調整
 * Description: 送料無料の条件、配送希望日、熨斗、営業日カレンダーなど、松風堂オンラインショップ用の細かい調整。
 * Version:     1.6.2
 * Author:      松風堂（店主 森）
 * Text Domain: wagashi-tweaks
 * Requires Plugins: woocommerce
 *
 * WooCommerce 本体やテーマを更新しても消えないように、functions.php ではなくプラグインにしています。
 */

defined( 'ABSPATH' ) || exit;

define( 'WAGASHI_TWEAKS_VERSION', '1.6.2' );
define( 'WAGASHI_TWEAKS_DIR', plugin_dir_path( __FILE__ ) );
define( 'WAGASHI_TWEAKS_URL', plugin_dir_url( __FILE__ ) );

add_action( 'plugins_loaded', 'wagashi_tweaks_boot' );
function wagashi_tweaks_boot() {
	if ( ! class_exists( 'WooCommerce' ) ) {
		return;
	}
	require_once WAGASHI_TWEAKS_DIR . 'includes/settings.php';
	require_once WAGASHI_TWEAKS_DIR . 'includes/shipping.php';
	require_once WAGASHI_TWEAKS_DIR . 'includes/delivery-date.php';
	require_once WAGASHI_TWEAKS_DIR . 'includes/noshi.php';
	require_once WAGASHI_TWEAKS_DIR . 'includes/shortcodes.php';
}

add_action( 'wp_enqueue_scripts', 'wagashi_tweaks_assets' );
function wagashi_tweaks_assets() {
	if ( function_exists( 'is_checkout' ) && ( is_checkout() || is_cart() ) ) {
		wp_enqueue_style( 'wagashi-checkout', WAGASHI_TWEAKS_URL . 'assets/checkout.css', array(), WAGASHI_TWEAKS_VERSION );
	}
}

// HPOS（注文データの高速保存）に対応していることを宣言
add_action( 'before_woocommerce_init', function () {
	if ( class_exists( \Automattic\WooCommerce\Utilities\FeaturesUtil::class ) ) {
		\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'custom_order_tables', __FILE__, true );
	}
} );
