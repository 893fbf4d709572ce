Rails.configuration.x.payouts.platform_fee_rate = BigDecimal(ENV.fetch("PLATFORM_FEE_RATE", "0.05"))
