<?php
defined( 'ABSPATH' ) || exit;

class SSF_Settings {

	const OPTION = 'ssf_settings';

	private $defaults = array(
		'mode'           => 'flat',
		'flat_fee'       => 4.90,
		'percent'        => 5,
		'min_fee'        => 2.00,
		'free_threshold' => 50,
		'notice_text'    => 'Add {amount} more for free shipping',
	);

	public function get( $key, $fallback = null ) {
		$saved = get_option( self::OPTION, array() );
		$all   = array_merge( $this->defaults, is_array( $saved ) ? $saved : array() );
		return array_key_exists( $key, $all ) ? $all[ $key ] : $fallback;
	}

	public function register_admin() {
		add_filter( 'woocommerce_get_settings_shipping', array( $this, 'fields' ), 10, 2 );
	}

	public function fields( $settings, $section ) {
		if ( 'ssf' !== $section ) {
			return $settings;
		}
		return array(
			array( 'title' => __( 'Smart Shipping Fee', 'smart-shipping-fee' ), 'type' => 'title', 'id' => 'ssf' ),
			array( 'title' => __( 'Mode', 'smart-shipping-fee' ), 'id' => self::OPTION . '[mode]', 'type' => 'select',
				'options' => array( 'flat' => 'Flat', 'percent' => 'Percent of subtotal' ) ),
			array( 'title' => __( 'Flat fee', 'smart-shipping-fee' ), 'id' => self::OPTION . '[flat_fee]', 'type' => 'number' ),
			array( 'title' => __( 'Percent', 'smart-shipping-fee' ), 'id' => self::OPTION . '[percent]', 'type' => 'number' ),
			array( 'title' => __( 'Free shipping from', 'smart-shipping-fee' ), 'id' => self::OPTION . '[free_threshold]', 'type' => 'number' ),
			array( 'title' => __( 'Free shipping notice', 'smart-shipping-fee' ), 'id' => self::OPTION . '[notice_text]', 'type' => 'text',
				'desc' => __( '{amount} is replaced with the remaining amount.', 'smart-shipping-fee' ) ),
			array( 'type' => 'sectionend', 'id' => 'ssf' ),
		);
	}
}
