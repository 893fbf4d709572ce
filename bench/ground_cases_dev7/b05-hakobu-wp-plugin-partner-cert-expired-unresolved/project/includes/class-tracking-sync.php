<?php

defined( 'ABSPATH' ) || exit;

class Hakobu_Tracking_Sync {

	const HOOK = 'hakobu_tracking_sync';

	public static function init(): void {
		add_action( self::HOOK, array( __CLASS__, 'run' ) );
	}

	public static function schedule(): void {
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time(), 'hourly', self::HOOK );
		}
	}

	public static function unschedule(): void {
		wp_clear_scheduled_hook( self::HOOK );
	}

	public static function run(): void {
		$logger = wc_get_logger();
		$client = new Hakobu_Client( (string) get_option( 'hakobu_api_key', '' ), get_option( 'hakobu_endpoint' ) ?: null );

		$orders = wc_get_orders(
			array(
				'status'     => array( 'processing', 'shipped' ),
				'limit'      => 100,
				'meta_key'   => '_hakobu_tracking_number',
				'meta_compare' => 'EXISTS',
			)
		);

		foreach ( $orders as $order ) {
			$number = (string) $order->get_meta( '_hakobu_tracking_number' );
			try {
				$tracking = $client->get_tracking( $number );
			} catch ( RuntimeException $e ) {
				$logger->error(
					sprintf( 'order #%d tracking %s failed: %s', $order->get_id(), $number, $e->getMessage() ),
					array( 'source' => 'hakobu-sync' )
				);
				continue;
			}
			$order->update_meta_data( '_hakobu_status', $tracking['status'] );
			$order->update_meta_data( '_hakobu_updated_at', $tracking['updated_at'] );
			if ( 'delivered' === $tracking['status'] && 'completed' !== $order->get_status() ) {
				$order->update_status( 'completed', __( 'はこぶロジで配達完了になりました。', 'hakobu-tracking' ) );
			}
			$order->save();
		}
	}
}
