# frozen_string_literal: true

Devise.setup do |config|
  config.mailer_sender = "CrewLog <no-reply@crewlog.io>"
  config.mailer = "Devise::Mailer"
  config.parent_mailer = "ApplicationMailer"

  require "devise/orm/active_record"

  config.case_insensitive_keys = [ :email ]
  config.strip_whitespace_keys = [ :email ]
  config.skip_session_storage = [ :http_auth ]

  config.stretches = Rails.env.test? ? 1 : 12
  config.reconfirmable = true
  config.expire_all_remember_me_on_sign_out = true

  config.password_length = 10..128
  config.email_regexp = /\A[^@\s]+@[^@\s]+\z/

  config.timeout_in = 8.hours
  config.lock_strategy = :failed_attempts
  config.unlock_strategy = :email
  config.maximum_attempts = 10

  # How long a password reset link stays valid.
  config.reset_password_within = 30.minutes

  config.sign_out_via = :delete
  config.responder.error_status = :unprocessable_entity
  config.responder.redirect_status = :see_other
end
