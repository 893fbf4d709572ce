class User < ApplicationRecord
  has_secure_password

  has_many :memberships, dependent: :destroy
  has_many :boards, through: :memberships
  has_many :notifications, foreign_key: :recipient_id, dependent: :delete_all

  generates_token_for :password_reset, expires_in: 15.minutes do
    password_salt.last(10)
  end
  generates_token_for :unsubscribe, expires_in: 15.minutes

  normalizes :email, with: ->(email) { email.strip.downcase }

  validates :email, presence: true, uniqueness: true
  validates :locale, inclusion: { in: %w[en de] }

  scope :digest_recipients, -> { where(digest_opt_in: true).where.not(confirmed_at: nil) }

  def display_name
    name.presence || email.split("@").first
  end

  def unread_notifications_since(time)
    notifications.where(read_at: nil).where("created_at > ?", time)
  end
end
