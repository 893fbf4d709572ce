<?php
/**
 * Pickup day/time select on the checkout page.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

class ROT_Pickup_Slots {

	const FIELD       = 'rot_pickup_slot';
	const DAYS_AHEAD  = 10;
	const CLOSED_DAYS = array( 0, 1 ); // 0 = Sunday ... 6 = Saturday -> closed Sun + Mon
	const TIMES       = array( '08:00-10:00', '10:00-12:00', '12:00-14:00', '14:00-16:00' );

	public function options() {
		$options = array( '' => __( 'Choose a pickup slot', 'rosehip-order-tools' ) );
		$tz      = wp_timezone();
		$day     = new DateTimeImmutable( 'tomorrow', $tz );
		for ( $i = 0; $i < self::DAYS_AHEAD; $i++ ) {
			$d = $day->modify( "+{$i} days" );
			if ( in_array( (int) $d->format( 'w' ), self::CLOSED_DAYS, true ) ) {
				continue;
			}
			foreach ( self::TIMES as $time ) {
				$key             = $d->format( 'Y-m-d' ) . ' ' . $time;
				$options[ $key ] = wp_date( 'l j F', $d->getTimestamp() ) . ', ' . $time;
			}
		}
		return $options;
	}

	public function render_field( $checkout ) {
		woocommerce_form_field(
			self::FIELD,
			array(
				'type'     => 'select',
				'label'    => __( 'Pickup slot', 'rosehip-order-tools' ),
				'required' => true,
				'options'  => $this->options(),
			),
			$checkout->get_value( self::FIELD )
		);
	}

	public function validate_field() {
		if ( empty( $_POST[ self::FIELD ] ) ) {
			wc_add_notice( __( 'Please choose a pickup slot.', 'rosehip-order-tools' ), 'error' );
		}
	}

	public function save_field( $order, $data ) {
		if ( ! empty( $_POST[ self::FIELD ] ) ) {
			$order->update_meta_data( '_' . self::FIELD, sanitize_text_field( wp_unslash( $_POST[ self::FIELD ] ) ) );
		}
	}

	public function show_in_admin( $order ) {
		$slot = $order->get_meta( '_' . self::FIELD );
		if ( $slot ) {
			echo '<p><strong>Pickup:</strong> ' . esc_html( $slot ) . '</p>';
		}
	}
}
