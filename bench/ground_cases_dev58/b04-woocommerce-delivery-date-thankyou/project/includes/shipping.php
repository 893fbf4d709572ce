<?php
/**
 * 送料まわり
 * - 税込 5,000 円以上で送料無料（「定額」の配送方法だけ 0 円にする。クール便料金は別）
 * - カートに「あと○円で送料無料」を表示
 * - 夏季（6〜9月）は生菓子にクール便料金を追加
 */
defined( 'ABSPATH' ) || exit;

const WAGASHI_FREE_SHIPPING_THRESHOLD = 5000; // 税込
const WAGASHI_COOL_FEE                = 330;  // 税込

// 送料無料の判定に使う小計（税込・クーポン適用前）
function wagashi_cart_subtotal_incl_tax() {
	$cart = WC()->cart;
	return (float) $cart->get_subtotal() + (float) $cart->get_subtotal_tax();
}

add_filter( 'woocommerce_package_rates', 'wagashi_free_shipping_over_threshold', 20, 2 );
function wagashi_free_shipping_over_threshold( $rates, $package ) {
	$subtotal = wagashi_cart_subtotal_incl_tax();
	if ( $subtotal < WAGASHI_FREE_SHIPPING_THRESHOLD ) {
		return $rates;
	}
	foreach ( $rates as $id => $rate ) {
		if ( 'flat_rate' === $rate->get_method_id() ) {
			$rates[ $id ]->set_cost( 0 );
			$rates[ $id ]->set_taxes( array() );
			$rates[ $id ]->set_label( $rate->get_label() . '（送料無料）' );
		}
	}
	return $rates;
}

add_action( 'woocommerce_before_cart', 'wagashi_free_shipping_notice' );
function wagashi_free_shipping_notice() {
	$subtotal = wagashi_cart_subtotal_incl_tax();
	$left     = WAGASHI_FREE_SHIPPING_THRESHOLD - $subtotal;
	if ( $left > 0 ) {
		wc_print_notice( sprintf( 'あと %s で送料無料です（税込 %s 以上）。', wc_price( $left ), wc_price( WAGASHI_FREE_SHIPPING_THRESHOLD ) ), 'notice' );
	}
}

add_action( 'woocommerce_cart_calculate_fees', 'wagashi_cool_fee' );
function wagashi_cool_fee( $cart ) {
	if ( is_admin() && ! defined( 'DOING_AJAX' ) ) {
		return;
	}
	$month = (int) wp_date( 'n' );
	if ( $month < 6 || $month > 9 ) {
		return;
	}
	foreach ( $cart->get_cart() as $item ) {
		if ( has_term( 'namagashi', 'product_cat', $item['product_id'] ) ) {
			$cart->add_fee( 'クール便料金', WAGASHI_COOL_FEE, false );
			return;
		}
	}
}
