Rails.application.config.reports = Rails.application.config_for(:reports)
