class Subscription < ApplicationRecord
  GRACE_PERIOD = 3.days

  belongs_to :user
  belongs_to :plan
  has_many :renewals, dependent: :destroy

  enum :status, {
    active: "active",
    past_due: "past_due",
    expired: "expired",
    cancelled: "cancelled"
  }, prefix: true

  validates :period_start, :period_end, presence: true
  validate :period_end_after_start

  scope :due_for_renewal, ->(now = Time.current) {
    status_active.where(auto_renew: true).where(period_end: ..(now + 1.day))
  }
  scope :lapsed, ->(now = Time.current) { where(status: %w[active past_due]).where(period_end: ...now) }

  def active?(now = Time.current)
    return false if status_cancelled?

    period_end > now || in_grace?(now)
  end

  def in_grace?(now = Time.current)
    period_end <= now && now < period_end + GRACE_PERIOD
  end

  def days_left(now = Time.current)
    return 0 unless active?(now)

    ((period_end - now) / 1.day).ceil
  end

  # Extends the subscription by one plan interval after a successful charge.
  def renew!(paid_at: Time.current)
    starts_at = period_end
    transaction do
      update!(period_start: starts_at, period_end: starts_at + plan.interval, status: "active")
      renewals.create!(
        paid_at: paid_at,
        period_start: period_start,
        period_end: period_end,
        amount_cents: plan.price_cents
      )
    end
  end

  def cancel!(at: Time.current)
    update!(status: "cancelled", auto_renew: false, cancelled_at: at)
  end

  private

  def period_end_after_start
    return if period_start.blank? || period_end.blank?

    errors.add(:period_end, "must be after period_start") if period_end <= period_start
  end
end
