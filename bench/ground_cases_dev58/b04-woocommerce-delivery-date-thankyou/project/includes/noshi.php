<?php
/**
 * 熨斗（のし）
 * - チェックアウトで「のしの種類」「名入れ」を選べるようにする
 * - 注文メールと管理画面の注文詳細に表示する
 */
defined( 'ABSPATH' ) || exit;

function wagashi_noshi_types() {
	return array(
		''     => 'のし不要',
		'oseibo' => '御歳暮',
		'onenga' => '御年賀',
		'uchiiwai' => '内祝',
		'orei'   => '御礼',
		'okuru'  => '御供',
	);
}

add_action( 'woocommerce_after_order_notes', 'wagashi_noshi_fields', 5 );
function wagashi_noshi_fields( $checkout ) {
	echo '<div id="wagashi-noshi"><h3>熨斗（のし）</h3>';
	woocommerce_form_field( 'wagashi_noshi_type', array(
		'type'    => 'select',
		'label'   => 'のしの種類',
		'options' => wagashi_noshi_types(),
	), $checkout->get_value( 'wagashi_noshi_type' ) );
	woocommerce_form_field( 'wagashi_noshi_name', array(
		'type'        => 'text',
		'label'       => '名入れ（例: 山田）',
		'maxlength'   => 20,
		'placeholder' => '空欄の場合は名入れなし',
	), $checkout->get_value( 'wagashi_noshi_name' ) );
	echo '</div>';
}

add_action( 'woocommerce_checkout_create_order', 'wagashi_noshi_save', 10, 2 );
function wagashi_noshi_save( $order, $data ) {
	$types = wagashi_noshi_types();
	$type  = isset( $_POST['wagashi_noshi_type'] ) ? sanitize_key( wp_unslash( $_POST['wagashi_noshi_type'] ) ) : '';
	if ( '' === $type || ! isset( $types[ $type ] ) ) {
		return;
	}
	$order->update_meta_data( '_noshi_type', $type );
	$order->update_meta_data( '_noshi_name', sanitize_text_field( wp_unslash( $_POST['wagashi_noshi_name'] ?? '' ) ) );
}

add_action( 'woocommerce_email_after_order_table', 'wagashi_noshi_email', 5, 4 );
function wagashi_noshi_email( $order, $sent_to_admin, $plain_text, $email ) {
	$type = $order->get_meta( '_noshi_type' );
	if ( ! $type ) {
		return;
	}
	$label = wagashi_noshi_types()[ $type ] ?? $type;
	$name  = $order->get_meta( '_noshi_name' );
	$text  = $label . ( $name ? ' / 名入れ: ' . $name : '' );
	echo $plain_text ? "\nのし: " . $text . "\n" : '<p><strong>のし:</strong> ' . esc_html( $text ) . '</p>';
}

add_action( 'woocommerce_admin_order_data_after_shipping_address', 'wagashi_noshi_admin' );
function wagashi_noshi_admin( $order ) {
	$type = $order->get_meta( '_noshi_type' );
	$name = $order->get_meta( '_noshi_name' );
	if ( ! $type ) {
		return;
	}
	$label = wagashi_noshi_types()[ $type ] ?? $type;
	echo '<p><strong>のし:</strong> ' . esc_html( $label ) . '<br><strong>名入れ:</strong> ' . esc_html( $name ?: '（なし）' ) . '</p>';
}
