<?php
defined( 'ABSPATH' ) || exit;

class SSF_Fee_Calculator {

	/** @var SSF_Settings */
	private $settings;

	public function __construct( $settings ) {
		$this->settings = $settings;
	}

	/**
	 * Fee for the cart, 0 when shipping is free.
	 */
	public function calculate_fee( $cart ) {
		if ( $this->is_free_shipping( $cart ) ) {
			return 0.0;
		}
		$mode = $this->settings->get( 'mode', 'flat' );
		if ( 'percent' === $mode ) {
			$base = (float) $cart->get_subtotal();
			$fee  = $base * (float) $this->settings->get( 'percent', 0 ) / 100;
			$min  = (float) $this->settings->get( 'min_fee', 0 );
			return round( max( $fee, $min ), 2 );
		}
		return round( (float) $this->settings->get( 'flat_fee', 0 ), 2 );
	}

	/**
	 * Free shipping once the goods reach the threshold. Compared net of tax,
	 * like WooCommerce's own "Free shipping" method does by default.
	 */
	public function is_free_shipping( $cart ) {
		$threshold = (float) $this->settings->get( 'free_threshold', 0 );
		if ( $threshold <= 0 ) {
			return false;
		}
		// Compare what the customer sees: coupons taken off, VAT included.
		$base = (float) $cart->get_subtotal() + (float) $cart->get_subtotal_tax() - (float) $cart->get_discount_total();
		return $base >= $threshold;
	}

	/**
	 * How much more the customer needs to add for free shipping (for the notice).
	 */
	public function remaining_for_free( $cart ) {
		$threshold = (float) $this->settings->get( 'free_threshold', 0 );
		if ( $threshold <= 0 ) {
			return null;
		}
		return max( 0.0, round( $threshold - (float) $cart->get_subtotal(), 2 ) );
	}
}
