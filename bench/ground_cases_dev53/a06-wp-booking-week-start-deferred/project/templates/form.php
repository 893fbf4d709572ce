<?php defined( 'ABSPATH' ) || exit; ?>
<form class="tbk-form" data-service="<?php echo esc_attr( $atts['service'] ); ?>">
	<p><label><?php esc_html_e( 'Name', 'tiny-booking' ); ?> <input name="name" required></label></p>
	<p><label><?php esc_html_e( 'Email', 'tiny-booking' ); ?> <input name="email" type="email" required></label></p>
	<p><label><?php esc_html_e( 'Date and time', 'tiny-booking' ); ?> <input name="date" class="tbk-date" required></label></p>
	<p><button type="submit"><?php esc_html_e( 'Book now', 'tiny-booking' ); ?></button></p>
	<p class="tbk-status" role="status"></p>
</form>
