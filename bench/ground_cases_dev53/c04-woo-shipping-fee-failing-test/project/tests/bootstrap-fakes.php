<?php
define( 'ABSPATH', __DIR__ );
require_once __DIR__ . '/../includes/class-fee-calculator.php';

class Fake_Settings {
	private $opts;
	public function __construct( array $opts ) {
		$this->opts = array_merge( array( 'mode' => 'flat', 'flat_fee' => 4.90, 'percent' => 5,
			'min_fee' => 2.00, 'free_threshold' => 50 ), $opts );
	}
	public function get( $key, $fallback = null ) {
		return $this->opts[ $key ] ?? $fallback;
	}
}

class Fake_Cart {
	private $subtotal, $tax, $discount;
	public function __construct( $subtotal, $tax, $discount ) {
		$this->subtotal = $subtotal;
		$this->tax      = $tax;
		$this->discount = $discount;
	}
	public function get_subtotal() { return $this->subtotal; }
	public function get_subtotal_tax() { return $this->tax; }
	public function get_discount_total() { return $this->discount; }
}
