# ステージングは本番と同じ設定を読み込んで、差分だけ上書きする。
# 環境変数 (SMTP_PASSWORD など) はステージング用のものが ECS タスク定義で渡される。
require_relative "production"

Rails.application.configure do
  config.log_level = :debug

  # 社外にメールが飛ばないよう、宛先を総務のテスト用アドレスに差し替える
  config.action_mailer.interceptors = %w[StagingMailInterceptor]

  config.x.bihin_admin_email = "soumu-test@example.co.jp"
end
