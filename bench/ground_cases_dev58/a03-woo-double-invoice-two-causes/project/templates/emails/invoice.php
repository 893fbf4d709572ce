<?php
/**
 * Invoice email body. Variables: $order, $lines, $business, $vat_no.
 */
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}
$net_total = 0;
$vat_total = 0;
?>
<div style="font-family: Georgia, serif; max-width: 560px">
	<h2 style="color:#8a3b3b"><?php echo esc_html( $business ); ?></h2>
	<p>Invoice <?php echo esc_html( $order->get_order_number() ); ?> &middot;
		<?php echo esc_html( wc_format_datetime( $order->get_date_paid() ?: $order->get_date_created(), 'j F Y' ) ); ?></p>
	<p>VAT no. <?php echo esc_html( $vat_no ); ?></p>
	<table cellpadding="6" style="border-collapse: collapse; width: 100%">
		<tr><th align="left">Item</th><th>Qty</th><th align="right">Net</th><th align="right">VAT</th></tr>
		<?php foreach ( $lines as $line ) : ?>
			<?php $net_total += $line['net']; $vat_total += $line['vat']; ?>
			<tr>
				<td><?php echo esc_html( $line['name'] ); ?></td>
				<td align="center"><?php echo (int) $line['qty']; ?></td>
				<td align="right"><?php echo wp_kses_post( wc_price( $line['net'] ) ); ?></td>
				<td align="right"><?php echo wp_kses_post( wc_price( $line['vat'] ) ); ?></td>
			</tr>
		<?php endforeach; ?>
		<tr><td colspan="2"><strong>Total</strong></td>
			<td align="right"><?php echo wp_kses_post( wc_price( $net_total ) ); ?></td>
			<td align="right"><?php echo wp_kses_post( wc_price( $vat_total ) ); ?></td></tr>
	</table>
	<p>Paid in full, thank you! Collect your order at 14 Mill Lane, Hebden Bridge.</p>
	<p style="color:#777; font-size: 12px"><?php echo esc_html( $business ); ?> &middot; Registered in England 09928371</p>
</div>
