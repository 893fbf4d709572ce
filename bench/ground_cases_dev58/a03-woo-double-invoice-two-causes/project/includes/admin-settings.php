<?php
/**
 * Settings > Rosehip: business name, VAT number, accounts email.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

const ROT_DEFAULTS = array(
	'business_name'  => 'Rosehip Bakery & Café',
	'vat_number'     => 'GB 284 1937 55',
	'accounts_email' => 'accounts@rosehipbakery.co.uk',
);

function rot_setting( $key ) {
	$saved = get_option( 'rot_settings', array() );
	if ( isset( $saved[ $key ] ) && '' !== $saved[ $key ] ) {
		return $saved[ $key ];
	}
	return ROT_DEFAULTS[ $key ] ?? '';
}

add_action( 'admin_menu', 'rot_admin_menu' );

function rot_admin_menu() {
	add_options_page( 'Rosehip', 'Rosehip', 'manage_woocommerce', 'rot-settings', 'rot_settings_page' );
}

add_action( 'admin_init', 'rot_register_settings' );

function rot_register_settings() {
	register_setting( 'rot_settings', 'rot_settings', array( 'sanitize_callback' => 'rot_sanitize_settings' ) );
}

function rot_sanitize_settings( $input ) {
	return array(
		'business_name'  => sanitize_text_field( $input['business_name'] ?? '' ),
		'vat_number'     => sanitize_text_field( $input['vat_number'] ?? '' ),
		'accounts_email' => sanitize_email( $input['accounts_email'] ?? '' ),
	);
}

function rot_settings_page() {
	echo '<div class="wrap"><h1>Rosehip order tools</h1><form method="post" action="options.php">';
	settings_fields( 'rot_settings' );
	foreach ( array_keys( ROT_DEFAULTS ) as $key ) {
		printf(
			'<p><label>%1$s<br><input type="text" name="rot_settings[%2$s]" value="%3$s" class="regular-text"></label></p>',
			esc_html( ucwords( str_replace( '_', ' ', $key ) ) ),
			esc_attr( $key ),
			esc_attr( rot_setting( $key ) )
		);
	}
	submit_button();
	echo '</form></div>';
}
