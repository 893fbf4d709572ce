class Subscription < ApplicationRecord
  belongs_to :customer
  belongs_to :plan

  enum :status, { active: 0, past_due: 1, canceled: 2 }, default: :active

  validates :current_period_start, :current_period_end, presence: true
  validate :period_order

  scope :due_for_renewal, -> { active.where(current_period_end: ..Time.zone.today) }
  scope :expiring_within, ->(days) { active.where(current_period_end: Time.zone.today..(Time.zone.today + days)) }

  def renew!
    transaction do
      charge = plan.charge!(customer)
      update!(
        current_period_start: current_period_end + 1,
        current_period_end: current_period_end + plan.interval_days,
        last_charge_id: charge.id
      )
    end
  rescue Plan::ChargeFailed
    update!(status: :past_due)
    raise
  end

  def cancel!
    update!(status: :canceled, canceled_at: Time.current)
  end

  def days_left(today = Time.zone.today)
    (current_period_end - today).to_i
  end

  private

  def period_order
    return if current_period_start.blank? || current_period_end.blank?

    errors.add(:current_period_end, :invalid) if current_period_end < current_period_start
  end
end
