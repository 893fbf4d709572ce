class Subscription < ApplicationRecord
  PLANS = %w[basic pro team].freeze

  belongs_to :account
  has_many :invoices, dependent: :restrict_with_error

  validates :plan, inclusion: { in: PLANS }
  validates :starts_at, :ends_at, presence: true
  validate :ends_after_start

  scope :active, -> { where(cancelled_at: nil).where("ends_at > ?", Time.current) }
  scope :expiring_soon, ->(within = 7.days) { active.where(ends_at: ..within.from_now) }
  scope :for_plan, ->(plan) { where(plan: plan) }

  def active?
    cancelled_at.nil? && ends_at > Time.current
  end

  def days_left
    return 0 unless active?

    ((ends_at - Time.current) / 1.day).ceil
  end

  def renew!(period = 1.year)
    update!(ends_at: ends_at + period, renewed_at: Time.current)
  end

  private

  def ends_after_start
    return if starts_at.blank? || ends_at.blank?

    errors.add(:ends_at, "must be after starts_at") if ends_at <= starts_at
  end
end
