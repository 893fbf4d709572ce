<?php
/** @var array $slots */
/** @var bool $done */
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}
?>
<div class="kagi-reserve">
	<?php if ( $done ) : ?>
		<p class="kagi-reserve__done">ご予約ありがとうございます。確認メールをお送りしました。</p>
	<?php else : ?>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
			<input type="hidden" name="action" value="kagi_reserve" />
			<?php wp_nonce_field( 'kagi_reserve' ); ?>
			<label>お名前<input type="text" name="name" required /></label>
			<label>メールアドレス<input type="email" name="email" required /></label>
			<label>日時
				<select name="slot_ts" required>
					<?php foreach ( $slots as $ts => $label ) : ?>
						<option value="<?php echo esc_attr( $ts ); ?>"><?php echo esc_html( $label ); ?></option>
					<?php endforeach; ?>
				</select>
			</label>
			<label>ご要望(任意)<textarea name="note" rows="3"></textarea></label>
			<button type="submit" class="kagi-reserve__submit wp-element-button">予約する</button>
		</form>
	<?php endif; ?>
</div>
