<?php
if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}
global $wpdb;
$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}kagi_reservations" );
delete_option( 'kagi_reserve_notify_email' );
delete_option( 'kagi_reserve_from' );
