<?php
/**
 * Sends our own plain invoice email (the accountant wants one per paid order, with the VAT split).
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

class ROT_Invoice_Mailer {

	const SENT_KEY = '_rot_invoice_sent';

	public function send_invoice( $order_id ) {
		$order = wc_get_order( $order_id );
		if ( ! $order ) {
			return;
		}

		// Don't send twice.
		if ( get_post_meta( $order_id, self::SENT_KEY, true ) ) {
			return;
		}

		$to      = $order->get_billing_email();
		$subject = sprintf( 'Invoice %s from %s', $order->get_order_number(), rot_setting( 'business_name' ) );
		$body    = $this->render( $order );
		$headers = array(
			'Content-Type: text/html; charset=UTF-8',
			'Bcc: ' . rot_setting( 'accounts_email' ),
		);

		if ( wp_mail( $to, $subject, $body, $headers ) ) {
			$order->update_meta_data( self::SENT_KEY, time() );
			$order->add_order_note( 'Invoice email sent to ' . $to . ' (copy to accounts).' );
		} else {
			$order->add_order_note( 'Invoice email FAILED for ' . $to );
		}
	}

	private function render( WC_Order $order ) {
		$lines = array();
		foreach ( $order->get_items() as $item ) {
			$lines[] = array(
				'name'  => $item->get_name(),
				'qty'   => $item->get_quantity(),
				'net'   => (float) $item->get_total(),
				'vat'   => (float) $item->get_total_tax(),
			);
		}
		ob_start();
		$business = rot_setting( 'business_name' );
		$vat_no   = rot_setting( 'vat_number' );
		include ROT_DIR . 'templates/emails/invoice.php';
		return ob_get_clean();
	}
}
