<?php
defined( 'ABSPATH' ) || exit;

class TBK_Mailer {

	public static function send_confirmation( $booking_id ) {
		$email   = get_post_meta( $booking_id, '_tbk_email', true );
		$date    = get_post_meta( $booking_id, '_tbk_date', true );
		$service = get_post_meta( $booking_id, '_tbk_service', true );
		$when    = date_i18n( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), strtotime( $date ) );

		$subject = sprintf( __( 'Your booking on %s', 'tiny-booking' ), $when );
		$body    = sprintf(
			/* translators: 1: service, 2: date and time, 3: site name */
			__( "Hello,\n\nyour booking for %1\$s on %2\$s is confirmed.\n\nSee you soon,\n%3\$s", 'tiny-booking' ),
			$service ? $service : __( 'an appointment', 'tiny-booking' ),
			$when,
			get_bloginfo( 'name' )
		);
		wp_mail( $email, $subject, $body );

		$notify = TBK_Settings::get( 'notify_email', get_option( 'admin_email' ) );
		if ( $notify ) {
			wp_mail( $notify, sprintf( '[Tiny Booking] %s', $when ), self::admin_body( $booking_id, $when ) );
		}
	}

	private static function admin_body( $booking_id, $when ) {
		return sprintf(
			"New booking #%d\n%s\n%s\n%s",
			$booking_id,
			get_the_title( $booking_id ),
			$when,
			admin_url( 'post.php?post=' . $booking_id . '&action=edit' )
		);
	}
}
