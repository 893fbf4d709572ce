# 会計年度は4月始まり。年度のラベルは開始年 (2025年度 = 2025/4/1〜2026/3/31)
Rails.application.config.x.billing.fiscal_year_start_month = 4
Rails.application.config.x.billing.registration_number = ENV.fetch("INVOICE_REGISTRATION_NUMBER", "T9876543210987")
Rails.application.config.x.billing.issuer_name = ENV.fetch("INVOICE_ISSUER_NAME", "株式会社ミナトソフト")
