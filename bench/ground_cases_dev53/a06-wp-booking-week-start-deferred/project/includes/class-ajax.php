<?php
defined( 'ABSPATH' ) || exit;

class TBK_Ajax {

	public static function init() {
		add_action( 'wp_ajax_tbk_book', array( __CLASS__, 'handle_booking' ) );
		add_action( 'wp_ajax_nopriv_tbk_book', array( __CLASS__, 'handle_booking' ) );
		add_action( 'wp_ajax_tbk_nonce', array( __CLASS__, 'fresh_nonce' ) );
		add_action( 'wp_ajax_nopriv_tbk_nonce', array( __CLASS__, 'fresh_nonce' ) );
	}

	/**
	 * Page caches keep the nonce printed into the page for too long; the form asks for a fresh one.
	 */
	public static function fresh_nonce() {
		nocache_headers();
		wp_send_json_success( array( 'nonce' => wp_create_nonce( 'tbk_booking_nonce' ) ) );
	}

	public static function handle_booking() {
		if ( ! check_ajax_referer( 'tbk_booking_nonce', 'nonce', false ) ) {
			wp_send_json_error( array( 'message' => __( 'Security check failed.', 'tiny-booking' ) ), 403 );
		}

		$name    = sanitize_text_field( wp_unslash( $_POST['name'] ?? '' ) );
		$email   = sanitize_email( wp_unslash( $_POST['email'] ?? '' ) );
		$date    = sanitize_text_field( wp_unslash( $_POST['date'] ?? '' ) );
		$service = sanitize_text_field( wp_unslash( $_POST['service'] ?? '' ) );

		if ( ! $name || ! is_email( $email ) || ! preg_match( '/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/', $date ) ) {
			wp_send_json_error( array( 'message' => __( 'Please fill in all fields.', 'tiny-booking' ) ), 400 );
		}

		$booking_id = wp_insert_post( array(
			'post_type'   => 'tbk_booking',
			'post_status' => 'publish',
			'post_title'  => sprintf( '%s - %s', $name, $date ),
			'meta_input'  => array(
				'_tbk_email'   => $email,
				'_tbk_date'    => $date,
				'_tbk_service' => $service,
			),
		), true );

		if ( is_wp_error( $booking_id ) ) {
			wp_send_json_error( array( 'message' => $booking_id->get_error_message() ), 500 );
		}

		TBK_Mailer::send_confirmation( $booking_id );
		wp_send_json_success( array( 'id' => $booking_id ) );
	}
}
