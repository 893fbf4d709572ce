class User < ApplicationRecord
  has_secure_password

  BACKUP_CODE_COUNT = 8

  validates :email, presence: true, uniqueness: { case_sensitive: false }
  validates :locale, inclusion: { in: %w[ja en] }
  validates :time_zone, inclusion: { in: ActiveSupport::TimeZone.all.map(&:name) }

  normalizes :email, with: ->(email) { email.strip.downcase }

  def otp_enabled?
    otp_secret.present?
  end

  def enable_otp!
    update!(otp_secret: ROTP::Base32.random, last_otp_at: nil)
  end

  # Returns the plain codes once; only their digests are stored.
  def regenerate_backup_codes!
    codes = Array.new(BACKUP_CODE_COUNT) { SecureRandom.alphanumeric(10).downcase }
    update!(otp_backup_code_digests: codes.map { |c| BCrypt::Password.create(c) })
    codes
  end

  def provisioning_uri
    ROTP::TOTP.new(otp_secret, issuer: TwoFactorVerifier::ISSUER).provisioning_uri(email)
  end
end
