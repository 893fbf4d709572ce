<?php
/**
 * [rot_opening_hours] and [rot_todays_bakes] for the homepage.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

function rot_register_shortcodes() {
	add_shortcode( 'rot_opening_hours', 'rot_opening_hours_shortcode' );
	add_shortcode( 'rot_todays_bakes', 'rot_todays_bakes_shortcode' );
}

function rot_opening_hours_shortcode() {
	$hours = array(
		'Monday'    => 'Closed',
		'Tuesday'   => '8:00 - 16:00',
		'Wednesday' => '8:00 - 16:00',
		'Thursday'  => '8:00 - 16:00',
		'Friday'    => '8:00 - 17:00',
		'Saturday'  => '8:00 - 14:00',
		'Sunday'    => 'Closed',
	);
	$out = '<table class="rot-hours">';
	foreach ( $hours as $day => $time ) {
		$out .= '<tr><th>' . esc_html( $day ) . '</th><td>' . esc_html( $time ) . '</td></tr>';
	}
	return $out . '</table>';
}

function rot_todays_bakes_shortcode( $atts ) {
	$atts  = shortcode_atts( array( 'limit' => 6 ), $atts );
	$query = new WC_Product_Query(
		array(
			'limit'    => (int) $atts['limit'],
			'status'   => 'publish',
			'category' => array( 'todays-bakes' ),
		)
	);
	$out = '<ul class="rot-bakes">';
	foreach ( $query->get_products() as $product ) {
		$out .= '<li><a href="' . esc_url( $product->get_permalink() ) . '">' . esc_html( $product->get_name() ) . '</a> ';
		$out .= wp_kses_post( $product->get_price_html() ) . '</li>';
	}
	return $out . '</ul>';
}
