<?php
/**
 * Plugin Name:       Tiny Booking
 * Plugin URI:        https://wordpress.org/plugins/tiny-booking/
 * Description:       A small appointment booking form with a date picker and email confirmations.
 * Version:           2.3.1
 * Requires at least: 6.0
 * Requires PHP:      7.4
 * Author:            Daniel Kowalski
 * License:           GPL-2.0-or-later
 * Text Domain:       tiny-booking
 */

defined( 'ABSPATH' ) || exit;

define( 'TBK_VERSION', '2.3.1' );
define( 'TBK_DIR', plugin_dir_path( __FILE__ ) );
define( 'TBK_URL', plugin_dir_url( __FILE__ ) );

require_once TBK_DIR . 'includes/class-settings.php';
require_once TBK_DIR . 'includes/class-ajax.php';
require_once TBK_DIR . 'includes/class-mailer.php';

add_action( 'plugins_loaded', function () {
	load_plugin_textdomain( 'tiny-booking', false, dirname( plugin_basename( __FILE__ ) ) . '/languages' );
	TBK_Settings::init();
	TBK_Ajax::init();
} );

add_shortcode( 'tiny_booking', 'tbk_render_form' );

function tbk_render_form( $atts ) {
	$atts = shortcode_atts( array( 'service' => '' ), $atts, 'tiny_booking' );

	wp_enqueue_style( 'flatpickr', TBK_URL . 'assets/vendor/flatpickr.min.css', array(), '4.6.13' );
	wp_enqueue_script( 'flatpickr', TBK_URL . 'assets/vendor/flatpickr.min.js', array(), '4.6.13', true );
	wp_enqueue_style( 'tbk-booking', TBK_URL . 'assets/css/booking.css', array(), TBK_VERSION );
	wp_enqueue_script( 'tbk-booking', TBK_URL . 'assets/js/booking.js', array( 'flatpickr' ), TBK_VERSION, true );
	wp_localize_script( 'tbk-booking', 'tbkData', array(
		'ajaxUrl'    => admin_url( 'admin-ajax.php' ),
		'nonce'      => wp_create_nonce( 'tbk_booking_nonce' ),
		'minNotice'  => (int) TBK_Settings::get( 'min_notice_hours', 24 ),
		'closedDays' => array_map( 'intval', (array) TBK_Settings::get( 'closed_days', array( 0 ) ) ),
		'i18n'       => array(
			'sending' => __( 'Sending…', 'tiny-booking' ),
			'success' => __( 'Your booking is confirmed. Check your inbox.', 'tiny-booking' ),
			'error'   => __( 'Something went wrong. Please try again.', 'tiny-booking' ),
		),
	) );

	ob_start();
	include TBK_DIR . 'templates/form.php';
	return ob_get_clean();
}
