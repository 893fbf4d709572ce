<?php
/**
 * 后台: 订单列表加一列 "预计发货", 方便打包的同事看.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_filter( 'manage_edit-shop_order_columns', 'chaye_admin_eta_column', 20 );
add_filter( 'manage_woocommerce_page_wc-orders_columns', 'chaye_admin_eta_column', 20 );
function chaye_admin_eta_column( $columns ) {
	$new = array();
	foreach ( $columns as $key => $label ) {
		$new[ $key ] = $label;
		if ( 'order_status' === $key ) {
			$new['chaye_eta'] = '预计发货';
		}
	}
	return $new;
}

add_action( 'manage_shop_order_posts_custom_column', 'chaye_admin_eta_cell', 10, 2 );
add_action( 'manage_woocommerce_page_wc-orders_custom_column', 'chaye_admin_eta_cell', 10, 2 );
function chaye_admin_eta_cell( $column, $order ) {
	if ( 'chaye_eta' !== $column ) {
		return;
	}
	$order   = is_object( $order ) ? $order : wc_get_order( $order );
	$created = $order ? $order->get_date_created() : null;
	if ( ! $created ) {
		echo '—';
		return;
	}
	$eta = chaye_next_ship_day( 16, $created->getTimestamp() );
	echo esc_html( wp_date( 'n月j日', $eta ) );
}
