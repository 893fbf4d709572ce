<?php
/**
 * ショートコード
 * [wagashi_calendar months="2"]  営業日カレンダー（トップページとフッターで使用）
 * [wagashi_free_shipping]        「税込5,000円以上で送料無料」の案内文
 */
defined( 'ABSPATH' ) || exit;

add_shortcode( 'wagashi_calendar', 'wagashi_calendar_shortcode' );
function wagashi_calendar_shortcode( $atts ) {
	$atts   = shortcode_atts( array( 'months' => 2 ), $atts, 'wagashi_calendar' );
	$months = max( 1, min( 3, (int) $atts['months'] ) );
	$first  = strtotime( wp_date( 'Y-m-01' ) );
	$html   = '<div class="wagashi-calendar">';
	for ( $m = 0; $m < $months; $m++ ) {
		$month_ts = strtotime( "+{$m} month", $first );
		$days     = (int) gmdate( 't', $month_ts );
		$html    .= '<table><caption>' . esc_html( gmdate( 'Y年n月', $month_ts ) ) . '</caption><tr>';
		foreach ( array( '日', '月', '火', '水', '木', '金', '土' ) as $w ) {
			$html .= '<th>' . $w . '</th>';
		}
		$html .= '</tr><tr>' . str_repeat( '<td></td>', (int) gmdate( 'w', $month_ts ) );
		for ( $d = 1; $d <= $days; $d++ ) {
			$ymd   = gmdate( 'Y-m-', $month_ts ) . sprintf( '%02d', $d );
			$class = wagashi_is_closed_day( $ymd ) ? 'closed' : 'open';
			$html .= '<td class="' . $class . '">' . $d . '</td>';
			if ( 6 === (int) gmdate( 'w', strtotime( $ymd ) ) ) {
				$html .= '</tr><tr>';
			}
		}
		$html .= '</tr></table>';
	}
	$html .= '<p class="wagashi-calendar-legend"><span class="closed">■</span> 休業日</p></div>';
	return $html;
}

add_shortcode( 'wagashi_free_shipping', 'wagashi_free_shipping_shortcode' );
function wagashi_free_shipping_shortcode() {
	return '<p class="wagashi-free-shipping">税込 ' . number_format( WAGASHI_FREE_SHIPPING_THRESHOLD ) . ' 円以上のお買い上げで送料無料（クール便料金は別途）</p>';
}
