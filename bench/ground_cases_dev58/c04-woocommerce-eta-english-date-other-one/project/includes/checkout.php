<?php
/**
 * 结账页字段: 手机号必填, 去掉公司名和第二行地址.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_filter( 'woocommerce_checkout_fields', function ( $fields ) {
	unset( $fields['billing']['billing_company'] );
	unset( $fields['billing']['billing_address_2'] );
	unset( $fields['shipping']['shipping_company'] );
	unset( $fields['shipping']['shipping_address_2'] );

	$fields['billing']['billing_phone']['required'] = true;
	$fields['billing']['billing_phone']['label']    = '手机号';
	$fields['billing']['billing_phone']['priority'] = 25;

	$fields['order']['order_comments']['placeholder'] = '比如: 送人的, 不要放发票 / 周末不在家请放驿站';

	// 发票 (选填)
	$fields['billing']['billing_invoice_title'] = array(
		'label'    => '发票抬头（选填）',
		'required' => false,
		'class'    => array( 'form-row-wide' ),
		'priority' => 120,
	);
	$fields['billing']['billing_invoice_tax_id'] = array(
		'label'    => '税号（选填）',
		'required' => false,
		'class'    => array( 'form-row-wide' ),
		'priority' => 121,
	);
	return $fields;
} );

// 后台订单详情里显示发票信息
add_action( 'woocommerce_admin_order_data_after_billing_address', function ( $order ) {
	$title  = $order->get_meta( '_billing_invoice_title' );
	$tax_id = $order->get_meta( '_billing_invoice_tax_id' );
	if ( ! $title && ! $tax_id ) {
		return;
	}
	echo '<p><strong>发票抬头:</strong> ' . esc_html( $title ) . '<br><strong>税号:</strong> ' . esc_html( $tax_id ) . '</p>';
} );

add_action( 'woocommerce_after_checkout_validation', function ( $data, $errors ) {
	$phone = isset( $data['billing_phone'] ) ? preg_replace( '/\D/', '', $data['billing_phone'] ) : '';
	if ( $phone && ! preg_match( '/^1[3-9]\d{9}$/', $phone ) ) {
		$errors->add( 'validation', '请填写 11 位手机号' );
	}
}, 10, 2 );
