class Subscription < ApplicationRecord
  GRACE_PERIOD = 7.days

  belongs_to :account
  belongs_to :plan
  has_many :invoices, dependent: :restrict_with_error

  enum :status, {
    trialing: "trialing",
    active: "active",
    past_due: "past_due",
    expired: "expired",
    canceled: "canceled"
  }

  validates :current_period_end, presence: true

  scope :due_for_renewal, ->(now = Time.current) {
    where(status: %w[trialing active]).where("current_period_end <= ?", now)
  }
  scope :retryable, -> { past_due.where("grace_ends_at > ?", Time.current) }

  def in_trial?(now = Time.current)
    trial_ends_at.present? && trial_ends_at > now
  end

  def grace_expired?(now = Time.current)
    past_due? && grace_ends_at.present? && grace_ends_at <= now
  end

  def mark_past_due!(now = Time.current)
    update!(status: :past_due, grace_ends_at: now + GRACE_PERIOD)
  end

  def renew!(now = Time.current)
    update!(status: :active,
            grace_ends_at: nil,
            current_period_start: current_period_end,
            current_period_end: current_period_end + plan.interval_duration)
  end

  def expire!(now = Time.current)
    update!(status: :expired, expired_at: now)
    SubscriptionMailer.with(subscription: self).expired.deliver_later
  end
end
