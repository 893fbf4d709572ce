<?php
/**
 * 运费: 满额包邮 + 计算下一个发货日.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * 购物车小计 (不含运费) 满 CHAYE_FREE_SHIP_MIN 时, 只保留包邮选项.
 */
add_filter( 'woocommerce_package_rates', function ( $rates, $package ) {
	$subtotal = WC()->cart ? (float) WC()->cart->get_subtotal() : 0;
	if ( $subtotal < CHAYE_FREE_SHIP_MIN ) {
		return $rates;
	}
	$free = array();
	foreach ( $rates as $id => $rate ) {
		if ( 'free_shipping' === $rate->method_id ) {
			$free[ $id ] = $rate;
		}
	}
	return $free ? $free : $rates;
}, 20, 2 );

/**
 * 下一个发货日的时间戳. 每天 $cutoff 点前下单当天发, 之后第二天发, 周日不发货.
 */
function chaye_next_ship_day( $cutoff = 16, $from = null ) {
	$tz   = wp_timezone();
	$now  = new DateTimeImmutable( '@' . ( $from ? $from : time() ) );
	$now  = $now->setTimezone( $tz );
	$ship = (int) $now->format( 'G' ) >= $cutoff ? $now->modify( '+1 day' ) : $now;
	if ( '0' === $ship->format( 'w' ) ) {
		$ship = $ship->modify( '+1 day' );
	}
	return $ship->getTimestamp();
}
