<?php
/** @var WC_Order $order */
defined( 'ABSPATH' ) || exit;

$status = $order->get_meta( '_hakobu_status' );
if ( ! $status ) {
	return;
}
$labels = array(
	'accepted'   => '荷物受付',
	'in_transit' => '輸送中',
	'out_for_delivery' => '配達中',
	'delivered'  => '配達完了',
);
?>
<section class="hakobu-tracking">
	<h2>配送状況</h2>
	<p><?php echo esc_html( $labels[ $status ] ?? $status ); ?>
		<small>(<?php echo esc_html( $order->get_meta( '_hakobu_updated_at' ) ); ?>)</small></p>
</section>
