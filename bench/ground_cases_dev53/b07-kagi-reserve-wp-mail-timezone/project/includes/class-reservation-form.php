<?php
/**
 * [kagi_reserve] shortcode: renders the form and handles the POST.
 */
class Kagi_Reservation_Form {

	public function __construct() {
		add_shortcode( 'kagi_reserve', array( $this, 'render' ) );
		add_action( 'wp_enqueue_scripts', array( $this, 'assets' ) );
		add_action( 'admin_post_nopriv_kagi_reserve', array( $this, 'handle' ) );
		add_action( 'admin_post_kagi_reserve', array( $this, 'handle' ) );
	}

	public function assets() {
		wp_register_style( 'kagi-reserve', KAGI_RESERVE_URL . 'assets/form.css', array(), KAGI_RESERVE_VERSION );
	}

	public function render() {
		wp_enqueue_style( 'kagi-reserve' );
		$slots = Kagi_Slots::upcoming();
		$done  = isset( $_GET['reserved'] );
		ob_start();
		include KAGI_RESERVE_DIR . 'templates/form.php';
		return ob_get_clean();
	}

	public function handle() {
		check_admin_referer( 'kagi_reserve' );
		$slot = isset( $_POST['slot_ts'] ) ? absint( $_POST['slot_ts'] ) : 0;
		if ( ! $slot || Kagi_Slots::is_taken( $slot ) ) {
			wp_safe_redirect( add_query_arg( 'error', 'taken', wp_get_referer() ) );
			exit;
		}
		$reservation = array(
			'name'       => sanitize_text_field( wp_unslash( $_POST['name'] ?? '' ) ),
			'email'      => sanitize_email( wp_unslash( $_POST['email'] ?? '' ) ),
			'slot_ts'    => $slot,
			'note'       => sanitize_textarea_field( wp_unslash( $_POST['note'] ?? '' ) ),
			'created_at' => current_time( 'mysql' ),
		);
		global $wpdb;
		$wpdb->insert( $wpdb->prefix . 'kagi_reservations', $reservation );
		Kagi_Mailer::send_confirmation( $reservation );
		Kagi_Mailer::notify_shop( $reservation );
		wp_safe_redirect( add_query_arg( 'reserved', '1', wp_get_referer() ) );
		exit;
	}
}
