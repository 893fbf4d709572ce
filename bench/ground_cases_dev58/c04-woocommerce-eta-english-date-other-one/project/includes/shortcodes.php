<?php
/**
 * 短代码:
 *   [chaye_free_ship_bar]  购物车页 "再买 ¥xx 包邮" 提示条
 *   [chaye_ship_eta]       商品页 "预计发货: x月x日"
 *   [chaye_member_price]   商品页会员价
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_shortcode( 'chaye_free_ship_bar', 'chaye_free_ship_bar_shortcode' );
function chaye_free_ship_bar_shortcode() {
	if ( ! WC()->cart ) {
		return '';
	}
	$subtotal = (float) WC()->cart->get_subtotal();
	$left     = CHAYE_FREE_SHIP_MIN - $subtotal;
	if ( $left <= 0 ) {
		return '<div class="chaye-ship-bar done">已满 ¥' . CHAYE_FREE_SHIP_MIN . '，本单包邮</div>';
	}
	// 进度条: 已买金额占门槛的百分比
	$pct = max( 0, min( 100, round( $subtotal / CHAYE_FREE_SHIP_MIN * 100 ) ) );
	return '<div class="chaye-ship-bar">还差 ' . wc_price( $left ) . ' 包邮 🍵'
		. '<span class="chaye-ship-progress"><i style="width:' . $pct . '%"></i></span></div>';
}

add_shortcode( 'chaye_ship_eta', 'chaye_ship_eta_shortcode' );
function chaye_ship_eta_shortcode( $atts ) {
	$atts = shortcode_atts( array( 'cutoff' => 16 ), $atts, 'chaye_ship_eta' );
	$ship = chaye_next_ship_day( (int) $atts['cutoff'] );
	return '<p class="chaye-eta">预计发货: ' . esc_html( date( 'F j', $ship ) ) . '</p>';
}

add_shortcode( 'chaye_member_price', 'chaye_member_price_shortcode' );
function chaye_member_price_shortcode( $atts ) {
	global $product;
	$atts = shortcode_atts( array( 'rate' => 0.9 ), $atts, 'chaye_member_price' );
	if ( ! $product instanceof WC_Product ) {
		return '';
	}
	$price = (float) $product->get_price();
	if ( $price <= 0 ) {
		return '';
	}
	$member = round( $price * (float) $atts['rate'], 2 );
	if ( is_user_logged_in() ) {
		return '<p class="chaye-member">会员价 ' . wc_price( $member ) . '（已登录）</p>';
	}
	return '<p class="chaye-member">会员价 ' . wc_price( $member ) . ' · <a href="' . esc_url( wc_get_page_permalink( 'myaccount' ) ) . '">登录/注册</a></p>';
}
