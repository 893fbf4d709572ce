class Subscription < ApplicationRecord
  REMINDER_LEAD = 7.days

  belongs_to :account
  belongs_to :plan
  has_many :invoices, dependent: :restrict_with_error

  enum :status, { trialing: "trialing", active: "active", paused: "paused", canceled: "canceled" }

  validates :renews_on, presence: true

  scope :renewing, -> { where(status: %w[trialing active]) }
  # One reminder per renewal: only subscriptions renewing exactly REMINDER_LEAD from today.
  scope :due_for_reminder, -> { renewing.where(renews_on: due_for_reminder_date) }

  def self.due_for_reminder_date
    Date.current + REMINDER_LEAD
  end

  def days_until_renewal
    (renews_on - Date.current).to_i
  end

  def renewal_due?
    renewing? && days_until_renewal <= REMINDER_LEAD.in_days.to_i
  end

  def renewing?
    trialing? || active?
  end

  def renewal_amount
    plan.price_for(account.seats)
  end

  def pause!(until_date)
    update!(status: "paused", paused_until: until_date)
  end

  def resume!
    update!(status: "active", paused_until: nil)
  end
end
