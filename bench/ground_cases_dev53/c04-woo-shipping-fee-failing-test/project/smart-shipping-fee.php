<?php
/**
 * Plugin Name: Smart Shipping Fee
 * Description: Flat or percentage shipping fee with a free-shipping threshold for WooCommerce.
 * Version: 1.2.1
 * Author: Quanyi Studio
 * Requires PHP: 7.4
 * WC requires at least: 7.0
 * Text Domain: smart-shipping-fee
 */

defined( 'ABSPATH' ) || exit;

define( 'SSF_VERSION', '1.2.1' );
define( 'SSF_DIR', plugin_dir_path( __FILE__ ) );

require_once SSF_DIR . 'includes/class-settings.php';
require_once SSF_DIR . 'includes/class-fee-calculator.php';

add_action( 'plugins_loaded', function () {
	if ( ! class_exists( 'WooCommerce' ) ) {
		return;
	}
	$settings   = new SSF_Settings();
	$calculator = new SSF_Fee_Calculator( $settings );

	add_action( 'woocommerce_cart_calculate_fees', function ( $cart ) use ( $calculator ) {
		if ( is_admin() && ! defined( 'DOING_AJAX' ) ) {
			return;
		}
		$fee = $calculator->calculate_fee( $cart );
		if ( $fee > 0 ) {
			$cart->add_fee( __( 'Shipping', 'smart-shipping-fee' ), $fee, true );
		}
	} );

	if ( is_admin() ) {
		$settings->register_admin();
	}
} );
