class Subscription < ApplicationRecord
  GRACE_PERIOD = 7.days

  belongs_to :account
  belongs_to :plan
  has_many :invoices, dependent: :restrict_with_error

  enum :status, { trialing: 0, active: 1, past_due: 2, canceled: 3 }

  validates :current_period_end, presence: true, unless: :trialing?
  validates :seats, numericality: { greater_than: 0 }

  scope :due_for_renewal, ->(at = Time.current) {
    where(status: [:trialing, :active]).where(current_period_end: ..at + 1.day)
  }

  def monthly_price
    plan.price_cents * seats
  end

  def cancel!(reason: nil)
    update!(status: :canceled, canceled_at: Time.current, cancel_reason: reason)
  end

  def in_trial?
    trialing? && trial_ends_at.present? && trial_ends_at.future?
  end

  def in_grace_period?
    past_due? && current_period_end.present? && current_period_end + GRACE_PERIOD > Time.current
  end

  def usable?
    active? || in_trial? || in_grace_period?
  end

  def next_period_end
    base = [current_period_end, Time.current].compact.max
    plan.yearly? ? base + 1.year : base + 1.month
  end

  def renewable?
    return false if canceled?
    return false if account.suspended?
    trial_ends_at < Time.current || current_period_end <= 1.day.from_now
  end

  def renew!
    transaction do
      invoices.create!(amount_cents: monthly_price, period_end: next_period_end)
      update!(status: :active, current_period_end: next_period_end)
    end
  end
end
