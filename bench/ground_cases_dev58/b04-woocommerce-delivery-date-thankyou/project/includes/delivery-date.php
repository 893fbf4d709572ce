<?php
/**
 * 配送希望日
 * - チェックアウトに日付入力欄を出す（明後日〜30日後。休業日は選べない）
 * - 注文に保存
 * - 注文完了ページ・注文メール・管理画面の注文一覧に表示
 */
defined( 'ABSPATH' ) || exit;

const WAGASHI_DELIVERY_META = '_wagashi_delivery_date';

// 2025-12-05 → 12月5日(金)
function wagashi_format_delivery_date( $ymd ) {
	$ts = strtotime( $ymd . ' 00:00:00' );
	if ( ! $ts ) {
		return $ymd;
	}
	$w = array( '日', '月', '火', '水', '木', '金', '土' );
	return gmdate( 'n月j日', $ts ) . '(' . $w[ (int) gmdate( 'w', $ts ) ] . ')';
}

add_action( 'woocommerce_after_order_notes', 'wagashi_delivery_date_field' );
function wagashi_delivery_date_field( $checkout ) {
	$min = wp_date( 'Y-m-d', strtotime( '+2 days' ) );
	$max = wp_date( 'Y-m-d', strtotime( '+30 days' ) );
	echo '<div id="wagashi-delivery-date"><h3>配送希望日</h3>';
	woocommerce_form_field( 'wagashi_delivery_date', array(
		'type'              => 'date',
		'class'             => array( 'form-row-wide' ),
		'label'             => '配送希望日（指定なしの場合は空欄）',
		'required'          => false,
		'custom_attributes' => array( 'min' => $min, 'max' => $max ),
	), $checkout->get_value( 'wagashi_delivery_date' ) );
	echo '<p class="wagashi-note">休業日（' . esc_html( implode( '・', wagashi_closed_weekday_labels() ) ) . '）はお届けできません。</p></div>';
}

add_action( 'woocommerce_checkout_process', 'wagashi_delivery_date_validate' );
function wagashi_delivery_date_validate() {
	$date = isset( $_POST['wagashi_delivery_date'] ) ? sanitize_text_field( wp_unslash( $_POST['wagashi_delivery_date'] ) ) : '';
	if ( '' === $date ) {
		return;
	}
	if ( ! preg_match( '/^\d{4}-\d{2}-\d{2}$/', $date ) ) {
		wc_add_notice( '配送希望日の形式が正しくありません。', 'error' );
		return;
	}
	if ( wagashi_is_closed_day( $date ) ) {
		wc_add_notice( '選択された配送希望日は休業日です。別の日を選んでください。', 'error' );
	}
}

add_action( 'woocommerce_checkout_create_order', 'wagashi_delivery_date_save', 10, 2 );
function wagashi_delivery_date_save( $order, $data ) {
	if ( ! empty( $_POST['wagashi_delivery_date'] ) ) {
		$order->update_meta_data( WAGASHI_DELIVERY_META, sanitize_text_field( wp_unslash( $_POST['wagashi_delivery_date'] ) ) );
	}
}

// 注文完了ページ（サンキューページ）
add_action( 'woocommerce_thankyou', 'wagashi_delivery_date_thankyou', 20 );
function wagashi_delivery_date_thankyou( $order_id ) {
	$order = wc_get_order( $order_id );
	$date  = $order ? $order->get_meta( WAGASHI_DELIVERY_META ) : '';
	if ( $date ) {
		echo '<p class="wagashi-delivery"><strong>配送希望日:</strong> ' . esc_html( $date ) . '</p>';
	}
}

// 注文メール（お客さま・店舗とも）
add_action( 'woocommerce_email_after_order_table', 'wagashi_delivery_date_email', 10, 4 );
function wagashi_delivery_date_email( $order, $sent_to_admin, $plain_text, $email ) {
	$date = $order->get_meta( WAGASHI_DELIVERY_META );
	if ( ! $date ) {
		return;
	}
	$label = wagashi_format_delivery_date( $date );
	if ( $plain_text ) {
		echo "\n配送希望日: " . $label . "\n";
	} else {
		echo '<p><strong>配送希望日:</strong> ' . esc_html( $label ) . '</p>';
	}
}

// 管理画面の注文一覧に「配送希望日」列を追加（HPOS）
add_filter( 'manage_woocommerce_page_wc-orders_columns', 'wagashi_delivery_date_column' );
function wagashi_delivery_date_column( $columns ) {
	$columns['wagashi_delivery'] = '配送希望日';
	return $columns;
}

add_action( 'manage_woocommerce_page_wc-orders_custom_column', 'wagashi_delivery_date_column_value', 10, 2 );
function wagashi_delivery_date_column_value( $column, $order ) {
	if ( 'wagashi_delivery' === $column ) {
		echo esc_html( $order->get_meta( WAGASHI_DELIVERY_META ) ?: '—' );
	}
}
