<?php
/**
 * Plugin Name: Rosehip Order Tools
 * Description: Pickup slots, PDF-free invoice emails and a few shortcodes for the Rosehip shop.
 * Version: 1.4.2
 * Author: Liam Doyle
 * Requires Plugins: woocommerce
 * Text Domain: rosehip-order-tools
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'ROT_VERSION', '1.4.2' );
define( 'ROT_DIR', plugin_dir_path( __FILE__ ) );
define( 'ROT_URL', plugin_dir_url( __FILE__ ) );

require_once ROT_DIR . 'includes/class-invoice-mailer.php';
require_once ROT_DIR . 'includes/class-pickup-slots.php';
require_once ROT_DIR . 'includes/shortcodes.php';
require_once ROT_DIR . 'includes/admin-settings.php';

add_action( 'plugins_loaded', 'rot_boot' );

function rot_boot() {
	if ( ! class_exists( 'WooCommerce' ) ) {
		return;
	}

	$mailer = new ROT_Invoice_Mailer();
	// Send the invoice as soon as the order is paid.
	add_action( 'woocommerce_order_status_processing', array( $mailer, 'send_invoice' ), 10, 1 );
	// Card payments (Stripe) - make sure those get one too.
	add_action( 'woocommerce_payment_complete', array( $mailer, 'send_invoice' ), 10, 1 );

	$slots = new ROT_Pickup_Slots();
	add_action( 'woocommerce_after_order_notes', array( $slots, 'render_field' ) );
	add_action( 'woocommerce_checkout_process', array( $slots, 'validate_field' ) );
	add_action( 'woocommerce_checkout_create_order', array( $slots, 'save_field' ), 10, 2 );
	add_action( 'woocommerce_admin_order_data_after_shipping_address', array( $slots, 'show_in_admin' ) );

	rot_register_shortcodes();
}

add_filter( 'woocommerce_email_classes', 'rot_unused_email_classes' );

/** Kept from 1.2 - we no longer add our own WC_Email class, WooCommerce's list goes through unchanged. */
function rot_unused_email_classes( $classes ) {
	return $classes;
}
