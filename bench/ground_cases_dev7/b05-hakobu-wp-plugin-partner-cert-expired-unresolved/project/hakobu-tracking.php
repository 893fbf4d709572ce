<?php
/**
 * Plugin Name: Hakobu Tracking for WooCommerce
 * Description: はこぶロジ API から配送ステータスを取得して注文に表示します。
 * Version: 1.3.2
 * Requires PHP: 8.1
 * Author: Takahashi Web Works
 * Text Domain: hakobu-tracking
 */

defined( 'ABSPATH' ) || exit;

define( 'HAKOBU_TRACKING_VERSION', '1.3.2' );
define( 'HAKOBU_TRACKING_DIR', plugin_dir_path( __FILE__ ) );

require_once HAKOBU_TRACKING_DIR . 'includes/class-hakobu-client.php';
require_once HAKOBU_TRACKING_DIR . 'includes/class-tracking-sync.php';
require_once HAKOBU_TRACKING_DIR . 'includes/class-settings.php';

add_action( 'plugins_loaded', function () {
	Hakobu_Settings::init();
	Hakobu_Tracking_Sync::init();
} );

register_activation_hook( __FILE__, array( 'Hakobu_Tracking_Sync', 'schedule' ) );
register_deactivation_hook( __FILE__, array( 'Hakobu_Tracking_Sync', 'unschedule' ) );
