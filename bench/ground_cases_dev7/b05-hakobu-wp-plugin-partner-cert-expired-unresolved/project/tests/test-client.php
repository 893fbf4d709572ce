<?php

class Test_Hakobu_Client extends WP_UnitTestCase {

	public function test_parses_tracking_response() {
		add_filter( 'pre_http_request', function () {
			return array(
				'response' => array( 'code' => 200 ),
				'body'     => wp_json_encode( array( 'status' => 'in_transit', 'updated_at' => '2025-11-01T10:00:00+09:00' ) ),
			);
		} );
		$client = new Hakobu_Client( 'test-key' );
		$this->assertSame( 'in_transit', $client->get_tracking( '1234-5678-9012' )['status'] );
	}
}
