<?php

defined( 'ABSPATH' ) || exit;

class Hakobu_Settings {

	public static function init(): void {
		add_action( 'admin_init', array( __CLASS__, 'register' ) );
		add_action( 'admin_menu', array( __CLASS__, 'menu' ) );
	}

	public static function register(): void {
		register_setting( 'hakobu', 'hakobu_api_key', array( 'sanitize_callback' => 'sanitize_text_field' ) );
		register_setting( 'hakobu', 'hakobu_endpoint', array( 'sanitize_callback' => 'esc_url_raw' ) );
	}

	public static function menu(): void {
		add_submenu_page( 'woocommerce', 'はこぶ連携', 'はこぶ連携', 'manage_woocommerce', 'hakobu', array( __CLASS__, 'render' ) );
	}

	public static function render(): void {
		?>
		<div class="wrap">
			<h1>はこぶロジ連携</h1>
			<form method="post" action="options.php">
				<?php settings_fields( 'hakobu' ); ?>
				<table class="form-table">
					<tr>
						<th><label for="hakobu_api_key">API キー</label></th>
						<td><input type="password" id="hakobu_api_key" name="hakobu_api_key" class="regular-text"
							value="<?php echo esc_attr( get_option( 'hakobu_api_key', '' ) ); ?>"></td>
					</tr>
					<tr>
						<th><label for="hakobu_endpoint">エンドポイント</label></th>
						<td><input type="url" id="hakobu_endpoint" name="hakobu_endpoint" class="regular-text"
							placeholder="<?php echo esc_attr( Hakobu_Client::DEFAULT_ENDPOINT ); ?>"
							value="<?php echo esc_attr( get_option( 'hakobu_endpoint', '' ) ); ?>">
							<p class="description">空欄なら本番 API を使います。障害情報: https://status.hakobu-logi.jp</p></td>
					</tr>
				</table>
				<?php submit_button(); ?>
			</form>
		</div>
		<?php
	}
}
