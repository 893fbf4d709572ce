class Subscription < ApplicationRecord
  TRIAL_DAYS = 14
  INTERVALS = %w[month year].freeze

  belongs_to :account
  belongs_to :plan

  validates :interval, inclusion: { in: INTERVALS }
  validates :pending_interval, inclusion: { in: INTERVALS }, allow_nil: true

  scope :active, -> { where(canceled_at: nil) }
  scope :due_on, ->(date) { active.where(renews_on: ..date) }
  scope :trialing, ->(today = Date.current) { active.where(started_on: (today - TRIAL_DAYS + 1)..today) }

  before_create :set_trial

  # Last day the customer uses the product for free (inclusive).
  def trial_ends_on
    started_on + TRIAL_DAYS - 1
  end

  def trial_over?(today = Date.current)
    today > trial_ends_on
  end

  def days_left_in_trial(today = Date.current)
    [(trial_ends_on - today).to_i + 1, 0].max
  end

  def switch_interval!(new_interval)
    raise ArgumentError, "unknown interval #{new_interval}" unless INTERVALS.include?(new_interval)
    return if new_interval == interval

    update!(pending_interval: new_interval)
  end

  def apply_pending_change!
    return if pending_interval.nil?

    update!(interval: pending_interval, pending_interval: nil)
  end

  private

  def set_trial
    self.started_on ||= Date.current
    self.renews_on ||= trial_ends_on + 1
  end
end
