# Verifies the second factor at sign-in: a 6-digit TOTP code from the user's
# authenticator app, or one of the 10-character backup codes issued at setup.
class TwoFactorVerifier
  ISSUER = "Hanabi".freeze
  TOTP_DRIFT_SECONDS = 30
  BACKUP_CODE_LENGTH = 10

  def initialize(user)
    @user = user
  end

  def verify(code)
    code = code.to_s.delete(" -").strip
    return false if code.empty?
    return verify_backup_code(code) if code.length == BACKUP_CODE_LENGTH

    verify_totp(code)
  end

  private

  def verify_totp(code)
    totp = ROTP::TOTP.new(@user.otp_secret, issuer: ISSUER)
    timestamp = totp.verify(code, drift_behind: TOTP_DRIFT_SECONDS, after: @user.last_otp_at&.to_i)
    return false unless timestamp

    @user.update!(last_otp_at: Time.zone.at(timestamp))
    true
  end

  def verify_backup_code(code)
    digests = @user.otp_backup_code_digests
    digests.any? { |digest| BCrypt::Password.new(digest) == code.downcase }
  end
end
