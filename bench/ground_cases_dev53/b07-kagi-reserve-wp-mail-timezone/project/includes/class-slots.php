<?php
/**
 * Bookable slots. Slots are stored as Unix timestamps (UTC); opening hours are in the site's time zone.
 */
class Kagi_Slots {

	const OPEN_HOUR  = 10;
	const CLOSE_HOUR = 19;
	const STEP_MIN   = 60;
	const DAYS_AHEAD = 14;

	/**
	 * @return array<int, string> timestamp => label
	 */
	public static function upcoming() {
		$tz    = wp_timezone();
		$today = new DateTimeImmutable( 'today', $tz );
		$now   = time();
		$slots = array();
		for ( $d = 1; $d <= self::DAYS_AHEAD; $d++ ) {
			$day = $today->modify( "+{$d} days" );
			if ( in_array( (int) $day->format( 'N' ), array( 2 ), true ) ) {
				continue; // closed on Tuesdays
			}
			for ( $h = self::OPEN_HOUR; $h < self::CLOSE_HOUR; $h += self::STEP_MIN / 60 ) {
				$slot = $day->setTime( $h, 0 );
				if ( $slot->getTimestamp() > $now && ! self::is_taken( $slot->getTimestamp() ) ) {
					$slots[ $slot->getTimestamp() ] = wp_date( 'n/j(D) H:i', $slot->getTimestamp() );
				}
			}
		}
		return $slots;
	}

	public static function is_taken( $ts ) {
		global $wpdb;
		$table = $wpdb->prefix . 'kagi_reservations';
		return (bool) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM $table WHERE slot_ts = %d", $ts ) );
	}
}
