<?php
defined( 'ABSPATH' ) || exit;

class TBK_Settings {

	const OPTION = 'tbk_settings';

	public static function init() {
		add_action( 'admin_menu', array( __CLASS__, 'menu' ) );
		add_action( 'admin_init', array( __CLASS__, 'register' ) );
	}

	public static function get( $key, $default = null ) {
		$all = get_option( self::OPTION, array() );
		return isset( $all[ $key ] ) ? $all[ $key ] : $default;
	}

	public static function menu() {
		add_options_page( 'Tiny Booking', 'Tiny Booking', 'manage_options', 'tiny-booking', array( __CLASS__, 'page' ) );
	}

	public static function register() {
		register_setting( 'tbk', self::OPTION, array( 'sanitize_callback' => array( __CLASS__, 'sanitize' ) ) );
	}

	public static function sanitize( $input ) {
		return array(
			'min_notice_hours' => max( 0, (int) ( $input['min_notice_hours'] ?? 24 ) ),
			'closed_days'      => array_map( 'intval', (array) ( $input['closed_days'] ?? array() ) ),
			'notify_email'     => sanitize_email( $input['notify_email'] ?? get_option( 'admin_email' ) ),
		);
	}

	public static function page() {
		echo '<div class="wrap"><h1>Tiny Booking</h1><form method="post" action="options.php">';
		settings_fields( 'tbk' );
		$s = get_option( self::OPTION, array() );
		printf( '<p><label>%s <input type="number" name="%s[min_notice_hours]" value="%d"></label></p>',
			esc_html__( 'Minimum notice (hours)', 'tiny-booking' ), esc_attr( self::OPTION ), (int) ( $s['min_notice_hours'] ?? 24 ) );
		printf( '<p><label>%s <input type="email" name="%s[notify_email]" value="%s"></label></p>',
			esc_html__( 'Notify email', 'tiny-booking' ), esc_attr( self::OPTION ), esc_attr( $s['notify_email'] ?? '' ) );
		submit_button();
		echo '</form></div>';
	}
}
