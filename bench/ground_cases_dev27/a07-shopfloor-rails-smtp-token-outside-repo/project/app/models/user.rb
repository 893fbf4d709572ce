class User < ApplicationRecord
  PASSWORD_RESET_TTL = 30.minutes

  has_secure_password
  has_many :sessions, dependent: :destroy
  belongs_to :team

  normalizes :email_address, with: ->(e) { e.strip.downcase }
  validates :email_address, presence: true, uniqueness: true, format: { with: URI::MailTo::EMAIL_REGEXP }

  generates_token_for :password_reset, expires_in: PASSWORD_RESET_TTL do
    password_salt&.last(10)
  end

  def send_password_reset
    UserMailer.password_reset(self).deliver_later(queue: :mailers)
  end

  def display_name
    name.presence || email_address.split("@").first
  end
end
