<?php
/**
 * Tools > 予約一覧 in wp-admin.
 */
class Kagi_Admin_List {

	public function __construct() {
		add_action( 'admin_menu', array( $this, 'menu' ) );
	}

	public function menu() {
		add_management_page( '予約一覧', '予約一覧', 'manage_options', 'kagi-reservations', array( $this, 'page' ) );
	}

	public function page() {
		global $wpdb;
		$table = $wpdb->prefix . 'kagi_reservations';
		$rows  = $wpdb->get_results( "SELECT * FROM $table WHERE slot_ts >= UNIX_TIMESTAMP() - 86400 ORDER BY slot_ts ASC LIMIT 200" );
		echo '<div class="wrap"><h1>予約一覧</h1>';
		echo '<table class="widefat striped"><thead><tr>';
		echo '<th>日時</th><th>お名前</th><th>メール</th><th>ご要望</th><th>受付</th>';
		echo '</tr></thead><tbody>';
		foreach ( $rows as $row ) {
			printf(
				'<tr><td>%s</td><td>%s</td><td><a href="mailto:%3$s">%3$s</a></td><td>%4$s</td><td>%5$s</td></tr>',
				esc_html( wp_date( 'Y/m/d H:i', (int) $row->slot_ts ) ),
				esc_html( $row->name ),
				esc_attr( $row->email ),
				esc_html( $row->note ),
				esc_html( $row->created_at )
			);
		}
		if ( ! $rows ) {
			echo '<tr><td colspan="5">予約はまだありません</td></tr>';
		}
		echo '</tbody></table></div>';
	}
}
