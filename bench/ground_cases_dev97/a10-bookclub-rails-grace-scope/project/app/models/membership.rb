class Membership < ApplicationRecord
  # Members keep portal access for two weeks after their membership ends.
  GRACE_DAYS = 14

  belongs_to :member
  belongs_to :plan

  validates :starts_on, :ends_on, presence: true
  validate :ends_after_start

  scope :active, -> { where("ends_on >= ?", Date.current - GRACE_DAYS) }
  scope :expired, -> { where("ends_on < ?", Date.current) }
  scope :ended_on, ->(date) { where(ends_on: date) }
  scope :not_notified, -> { where(expiry_notified_at: nil) }

  def self.renew!(membership, plan: membership.plan)
    create!(
      member: membership.member,
      plan: plan,
      starts_on: membership.ends_on + 1,
      ends_on: membership.ends_on + plan.duration_months.months
    )
  end

  def in_grace?(today = Date.current)
    ends_on < today && today <= ends_on + GRACE_DAYS
  end

  def days_left(today = Date.current)
    (ends_on - today).to_i
  end

  private

  def ends_after_start
    return if starts_on.blank? || ends_on.blank?

    errors.add(:ends_on, "must be after the start date") if ends_on <= starts_on
  end
end
