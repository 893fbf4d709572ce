<?php
/**
 * 設定画面（WooCommerce > 松風堂の設定）
 * - 定休日（曜日）
 * - 臨時休業日（年末年始など。1行に1日 YYYY-MM-DD）
 */
defined( 'ABSPATH' ) || exit;

add_action( 'admin_menu', 'wagashi_settings_menu' );
function wagashi_settings_menu() {
	add_submenu_page( 'woocommerce', '松風堂の設定', '松風堂の設定', 'manage_woocommerce', 'wagashi-settings', 'wagashi_settings_page' );
}

add_action( 'admin_init', 'wagashi_register_settings' );
function wagashi_register_settings() {
	register_setting( 'wagashi_settings', 'wagashi_closed_weekdays', array( 'type' => 'array', 'default' => array( 3 ) ) );
	register_setting( 'wagashi_settings', 'wagashi_closed_dates', array( 'type' => 'string', 'default' => '' ) );
}

function wagashi_settings_page() {
	$weekdays = (array) get_option( 'wagashi_closed_weekdays', array( 3 ) );
	$labels   = array( '日', '月', '火', '水', '木', '金', '土' );
	echo '<div class="wrap"><h1>松風堂の設定</h1><form method="post" action="options.php">';
	settings_fields( 'wagashi_settings' );
	echo '<h2>定休日</h2>';
	foreach ( $labels as $i => $label ) {
		printf( '<label><input type="checkbox" name="wagashi_closed_weekdays[]" value="%d" %s> %s</label> ', $i, checked( in_array( $i, $weekdays, false ), true, false ), esc_html( $label ) );
	}
	echo '<h2>臨時休業日</h2><p>1行に1日、2025-12-31 の形で入力してください。</p>';
	printf( '<textarea name="wagashi_closed_dates" rows="8" cols="20">%s</textarea>', esc_textarea( get_option( 'wagashi_closed_dates', '' ) ) );
	submit_button();
	echo '</form></div>';
}

function wagashi_closed_weekday_labels() {
	$labels = array( '日', '月', '火', '水', '木', '金', '土' );
	return array_map( function ( $i ) use ( $labels ) {
		return $labels[ (int) $i ] . '曜';
	}, (array) get_option( 'wagashi_closed_weekdays', array( 3 ) ) );
}

function wagashi_is_closed_day( $ymd ) {
	$ts = strtotime( $ymd );
	if ( ! $ts ) {
		return false;
	}
	if ( in_array( (int) gmdate( 'w', $ts ), array_map( 'intval', (array) get_option( 'wagashi_closed_weekdays', array( 3 ) ) ), true ) ) {
		return true;
	}
	$dates = array_filter( array_map( 'trim', explode( "\n", (string) get_option( 'wagashi_closed_dates', '' ) ) ) );
	return in_array( $ymd, $dates, true );
}
