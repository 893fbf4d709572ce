<?php
/**
 * 订单邮件: 在 "处理中" 邮件里加预计发货日期和冲泡小贴士.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action( 'woocommerce_email_order_meta', 'chaye_email_eta', 20, 4 );
function chaye_email_eta( $order, $sent_to_admin, $plain_text, $email ) {
	if ( 'customer_processing_order' !== $email->id ) {
		return;
	}
	$created = $order->get_date_created();
	$eta     = chaye_next_ship_day( 16, $created ? $created->getTimestamp() : null );
	if ( $plain_text ) {
		echo "\n预计发货日期: " . date( 'F j', $eta ) . "\n";
		return;
	}
	echo '<p style="margin:12px 0;">预计发货日期: <strong>' . date( 'F j', $eta ) . '</strong></p>';
}

add_action( 'woocommerce_email_after_order_table', 'chaye_email_tips', 10, 4 );
function chaye_email_tips( $order, $sent_to_admin, $plain_text, $email ) {
	if ( $sent_to_admin || 'customer_completed_order' !== $email->id ) {
		return;
	}
	$tips = array(
		'绿茶: 80℃ 水, 第一泡 30 秒',
		'乌龙: 95℃ 以上, 快出汤',
		'红茶: 90℃, 3 分钟',
	);
	if ( $plain_text ) {
		echo "\n冲泡小贴士:\n- " . implode( "\n- ", $tips ) . "\n";
		return;
	}
	echo '<h3>冲泡小贴士</h3><ul><li>' . implode( '</li><li>', array_map( 'esc_html', $tips ) ) . '</li></ul>';
}
