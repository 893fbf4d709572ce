class Subscription < ApplicationRecord
  belongs_to :user

  PLANS = %w[monthly yearly].freeze
  REMINDER_DAYS_BEFORE = 3

  enum :status, { active: 0, paused: 1, canceled: 2 }

  validates :plan, inclusion: { in: PLANS }
  validates :renews_on, presence: true

  scope :auto_renewing, -> { active.where(auto_renew: true) }
  scope :due_for_reminder, lambda { |today = Date.current|
    auto_renewing
      .where(renews_on: today + REMINDER_DAYS_BEFORE)
      .where(reminder_sent_at: nil)
  }

  def price_yen
    plan == "yearly" ? 9_800 : 980
  end

  def next_renewal_after(date = renews_on)
    plan == "yearly" ? date.next_year : date.next_month
  end

  def mark_reminded!(at = Time.current)
    update!(reminder_sent_at: at)
  end

  def renew!
    update!(renews_on: next_renewal_after, reminder_sent_at: nil)
  end
end
