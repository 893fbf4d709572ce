# frozen_string_literal: true

class Subscription < ApplicationRecord
  GRACE_PERIOD = 7.days

  belongs_to :account
  belongs_to :plan
  has_many :invoices, dependent: :restrict_with_error

  enum :status, { trialing: "trialing", active: "active", past_due: "past_due", canceled: "canceled" }

  validates :started_on, presence: true
  validates :seats, numericality: { greater_than: 0 }

  scope :billable, -> { where(status: %w[active past_due]) }

  def monthly_price_cents
    plan.price_cents * seats
  end

  def in_grace_period?(now = Time.current)
    past_due? && past_due_since.present? && now < past_due_since + GRACE_PERIOD
  end

  def cancel!(at: Time.current)
    update!(status: "canceled", canceled_at: at)
  end

  def paused?
    paused_at.present?
  end

  def pause!(at: Time.current)
    raise ArgumentError, "only active subscriptions can be paused" unless active?

    update!(paused_at: at)
  end

  def resume!
    update!(paused_at: nil)
  end

  # Customers renew on the day of the month they first paid.
  def next_renewal_on(from = Time.zone.today)
    candidate = Date.new(from.year, from.month, started_on.day)
    candidate = candidate.next_month if candidate <= from
    candidate
  end

  def current_period(from = Time.zone.today)
    finish = next_renewal_on(from)
    (finish.prev_month...finish)
  end

  def renews_today?(today = Time.zone.today)
    billable? && next_renewal_on(today - 1) == today
  end
end
