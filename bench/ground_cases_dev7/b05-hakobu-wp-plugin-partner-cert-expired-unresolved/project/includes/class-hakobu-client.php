<?php

defined( 'ABSPATH' ) || exit;

class Hakobu_Client {

	const DEFAULT_ENDPOINT = 'https://api.hakobu-logi.jp/v1';

	private string $endpoint;
	private string $api_key;

	public function __construct( string $api_key, ?string $endpoint = null ) {
		$this->api_key  = $api_key;
		$this->endpoint = rtrim( $endpoint ?: self::DEFAULT_ENDPOINT, '/' );
	}

	/**
	 * @return array{status: string, updated_at: string, location: ?string}
	 * @throws RuntimeException
	 */
	public function get_tracking( string $tracking_number ): array {
		$url      = $this->endpoint . '/tracking/' . rawurlencode( $tracking_number );
		$response = wp_remote_get(
			$url,
			array(
				'timeout' => 10,
				'headers' => array(
					'Authorization' => 'Bearer ' . $this->api_key,
					'Accept'        => 'application/json',
				),
			)
		);

		if ( is_wp_error( $response ) ) {
			throw new RuntimeException( $response->get_error_message() );
		}

		$code = wp_remote_retrieve_response_code( $response );
		if ( 200 !== $code ) {
			throw new RuntimeException( sprintf( 'HTTP %d from hakobu', $code ) );
		}

		$body = json_decode( wp_remote_retrieve_body( $response ), true );
		if ( ! is_array( $body ) || ! isset( $body['status'] ) ) {
			throw new RuntimeException( 'unexpected response from hakobu' );
		}

		return array(
			'status'     => (string) $body['status'],
			'updated_at' => (string) ( $body['updated_at'] ?? '' ),
			'location'   => $body['location'] ?? null,
		);
	}
}
