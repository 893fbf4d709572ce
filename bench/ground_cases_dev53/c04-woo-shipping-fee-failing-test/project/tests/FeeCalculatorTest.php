<?php
use PHPUnit\Framework\TestCase;

require_once __DIR__ . '/bootstrap-fakes.php';

class Fee_Calculator_Test extends TestCase {

	private function calc( array $opts = array() ) {
		return new SSF_Fee_Calculator( new Fake_Settings( $opts ) );
	}

	public function test_flat_fee_below_threshold() {
		$cart = new Fake_Cart( 30.00, 6.30, 0 );
		$this->assertSame( 4.9, $this->calc()->calculate_fee( $cart ) );
	}

	public function test_free_shipping_at_threshold() {
		$cart = new Fake_Cart( 50.00, 10.50, 0 );
		$this->assertSame( 0.0, $this->calc()->calculate_fee( $cart ) );
	}

	public function test_free_shipping_threshold_excludes_tax() {
		// 45 net + 9.45 VAT = 54.45 gross: still below the 50 net threshold.
		$cart = new Fake_Cart( 45.00, 9.45, 0 );
		$this->assertFalse( $this->calc()->is_free_shipping( $cart ) );
	}

	public function test_coupon_brings_cart_below_threshold() {
		$cart = new Fake_Cart( 60.00, 12.60, 15.00 );
		$this->assertFalse( $this->calc()->is_free_shipping( $cart ) );
	}

	public function test_percent_mode_respects_min_fee() {
		$cart = new Fake_Cart( 20.00, 4.20, 0 );
		$this->assertSame( 2.0, $this->calc( array( 'mode' => 'percent' ) )->calculate_fee( $cart ) );
	}

	public function test_threshold_zero_disables_free_shipping() {
		$cart = new Fake_Cart( 500.00, 105.00, 0 );
		$this->assertFalse( $this->calc( array( 'free_threshold' => 0 ) )->is_free_shipping( $cart ) );
	}
}
