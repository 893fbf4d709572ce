class User < ApplicationRecord
  has_one :notification_preference, dependent: :destroy
  has_many :devices, dependent: :destroy
  has_many :notifications, dependent: :destroy

  validates :email, presence: true, uniqueness: true
  validates :time_zone, inclusion: { in: ActiveSupport::TimeZone.all.map(&:name) }

  after_create :create_default_preference

  def display_name
    name.presence || email.split("@").first
  end

  def push_tokens
    devices.active.pluck(:push_token)
  end

  private

  def create_default_preference
    create_notification_preference!(
      email_digest: true,
      push_enabled: true,
      unsubscribe_token: SecureRandom.urlsafe_base64(24)
    )
  end
end
