class Subscription < ApplicationRecord
  REMINDER_DAYS_AHEAD = 3

  belongs_to :account
  belongs_to :plan

  enum :status, { trialing: 0, active: 1, past_due: 2, canceled: 3 }

  validates :renews_on, presence: true
  validates :price_cents, numericality: { greater_than_or_equal_to: 0 }

  scope :renewing_on, ->(date) { active.where(renews_on: date) }

  after_update_commit :send_renewal_reminder_if_due, if: :saved_change_to_renews_on?

  def renewal_due_soon?
    renews_on.present? && renews_on <= Date.current + REMINDER_DAYS_AHEAD
  end

  def price
    Money.new(price_cents, currency)
  end

  def cancel!(reason:)
    update!(status: :canceled, canceled_at: Time.current, cancel_reason: reason)
  end

  def extend_by!(days)
    update!(renews_on: renews_on + days)
  end

  private

  # Customer service sometimes moves the renewal date; the customer should hear about
  # the new date straight away if it is close.
  def send_renewal_reminder_if_due
    return unless active? && renewal_due_soon?

    BillingMailer.renewal_reminder(self).deliver_later
    update_column(:reminder_sent_on, Date.current)
  end
end
