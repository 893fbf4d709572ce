class User < ApplicationRecord
  RESET_TOKEN_TTL = 2.hours

  has_secure_password
  has_many :notebooks, dependent: :destroy

  attr_reader :reset_token

  validates :email, presence: true, uniqueness: { case_sensitive: false }
  validates :password, length: { minimum: 10 }, allow_nil: true

  before_save { self.email = email.downcase }

  def generate_reset_token!
    @reset_token = SecureRandom.urlsafe_base64(32)
    update!(reset_token_digest: Digest::SHA256.hexdigest(@reset_token), reset_sent_at: Time.current)
  end

  def reset_token_expired?
    reset_sent_at.nil? || reset_sent_at < RESET_TOKEN_TTL.ago
  end

  def self.find_by_valid_reset_token(token)
    return nil if token.blank?

    user = find_by(reset_token_digest: Digest::SHA256.hexdigest(token))
    user unless user.nil? || user.reset_token_expired?
  end
end
