class User < ApplicationRecord
  has_many :entries, dependent: :destroy
  has_many :projects, through: :entries

  validates :email, presence: true, uniqueness: { case_sensitive: false }
  normalizes :email, with: ->(e) { e.strip.downcase }

  scope :active, -> { where(deactivated_at: nil) }
  scope :confirmed, -> { where.not(confirmed_at: nil) }
  scope :digest_recipients, -> { active.confirmed.where(digest_enabled: true) }

  def deactivate!
    update!(deactivated_at: Time.current, digest_enabled: false)
  end

  def unsubscribe!
    update!(unsubscribed_at: Time.current)
  end

  def display_name
    name.presence || email.split("@").first
  end

  def hours_last_week
    range = 1.week.ago.beginning_of_week..1.week.ago.end_of_week
    entries.where(started_at: range).sum(:minutes) / 60.0
  end

  def time_zone_or_default
    time_zone.presence || "UTC"
  end
end
