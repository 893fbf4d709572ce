class User < ApplicationRecord
  has_many :subscriptions, dependent: :destroy

  validates :email, presence: true, uniqueness: { case_sensitive: false }
  before_save { self.email = email.downcase.strip }

  scope :imported, -> { where.not(legacy_id: nil) }

  def display_name
    name.presence || email.split("@").first
  end

  def confirmed?
    email_confirmed_at.present?
  end

  def notifiable?
    confirmed? && !unsubscribed_from_mail && !bounced
  end

  def unsubscribe!
    update!(unsubscribed_from_mail: true)
  end

  def mark_bounced!
    update!(bounced: true)
  end

  def locale_for_mail
    locale.presence || "ja"
  end
end
