class User < ApplicationRecord
  has_secure_password

  has_many :memberships, dependent: :destroy
  has_many :teams, through: :memberships

  validates :email, presence: true, uniqueness: { case_sensitive: false }
  validates :name, presence: true

  normalizes :email, with: ->(e) { e.strip.downcase }

  scope :active, -> { where(deactivated_at: nil) }
  scope :digest_recipients, -> { active.where(digest_opt_in: true, email_unsubscribed_at: nil) }

  def unsubscribe_token
    signed_id(purpose: :unsubscribe, expires_in: 60.days)
  end

  def unsubscribe!
    update!(email_unsubscribed_at: Time.current)
  end

  def subscribed_to_email?
    email_unsubscribed_at.nil?
  end

  def first_name
    name.split.first
  end

  def display_timezone
    time_zone.presence || "Europe/Berlin"
  end
end
