<?php
/**
 * Plugin Name: Kagi Reserve
 * Description: 小さなお店向けのシンプルな予約フォーム。ショートコード [kagi_reserve] を貼るだけ。
 * Version: 1.3.0
 * Author: Natsuki Endo
 * Text Domain: kagi-reserve
 * Requires at least: 6.2
 * Requires PHP: 7.4
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'KAGI_RESERVE_VERSION', '1.3.0' );
define( 'KAGI_RESERVE_DIR', plugin_dir_path( __FILE__ ) );
define( 'KAGI_RESERVE_URL', plugin_dir_url( __FILE__ ) );

require_once KAGI_RESERVE_DIR . 'includes/class-slots.php';
require_once KAGI_RESERVE_DIR . 'includes/class-mailer.php';
require_once KAGI_RESERVE_DIR . 'includes/class-reservation-form.php';
require_once KAGI_RESERVE_DIR . 'includes/class-admin-list.php';

register_activation_hook( __FILE__, 'kagi_reserve_install' );

function kagi_reserve_install() {
	global $wpdb;
	$table   = $wpdb->prefix . 'kagi_reservations';
	$charset = $wpdb->get_charset_collate();
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	dbDelta( "CREATE TABLE $table (
		id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
		name varchar(100) NOT NULL,
		email varchar(190) NOT NULL,
		slot_ts bigint(20) NOT NULL,
		note text,
		created_at datetime NOT NULL,
		PRIMARY KEY  (id)
	) $charset;" );
}

add_action( 'plugins_loaded', function () {
	new Kagi_Reservation_Form();
	if ( is_admin() ) {
		new Kagi_Admin_List();
	}
} );
