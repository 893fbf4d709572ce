<?php
/**
 * Confirmation mail to the customer and a notice to the shop.
 */
class Kagi_Mailer {

	public static function send_confirmation( $reservation ) {
		$shop    = get_bloginfo( 'name' );
		$when    = date( 'n月j日 H:i', (int) $reservation['slot_ts'] );
		$subject = sprintf( '【%s】ご予約を承りました', $shop );
		$body    = sprintf(
			"%s 様\n\nご予約ありがとうございます。以下の内容で承りました。\n\n日時: %s\nお名前: %s\nご要望: %s\n\n変更・キャンセルはこのメールに返信してください。\n\n%s",
			$reservation['name'],
			$when,
			$reservation['name'],
			$reservation['note'] ? $reservation['note'] : 'なし',
			$shop
		);
		return wp_mail( $reservation['email'], $subject, $body, self::headers() );
	}

	public static function notify_shop( $reservation ) {
		$to   = get_option( 'kagi_reserve_notify_email', get_option( 'admin_email' ) );
		$when = date( 'Y/m/d H:i', (int) $reservation['slot_ts'] );
		$body = sprintf(
			"新しい予約が入りました。\n\n日時: %s\nお名前: %s\nメール: %s\nご要望: %s\n",
			$when,
			$reservation['name'],
			$reservation['email'],
			$reservation['note']
		);
		return wp_mail( $to, '新しい予約: ' . $when, $body, self::headers() );
	}

	private static function headers() {
		$from = get_option( 'kagi_reserve_from', get_option( 'admin_email' ) );
		return array(
			'Content-Type: text/plain; charset=UTF-8',
			sprintf( 'From: %s <%s>', get_bloginfo( 'name' ), $from ),
		);
	}
}
