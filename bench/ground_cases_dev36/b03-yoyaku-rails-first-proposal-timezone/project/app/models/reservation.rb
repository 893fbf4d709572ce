class Reservation < ApplicationRecord
  belongs_to :store
  belongs_to :customer, optional: true

  STATUSES = %w[pending confirmed seated cancelled no_show].freeze

  validates :reserved_at, presence: true
  validates :party_size, numericality: { only_integer: true, greater_than: 0, less_than_or_equal_to: 20 }
  validates :status, inclusion: { in: STATUSES }
  validate :reserved_at_within_business_hours

  scope :active, -> { where.not(status: %w[cancelled no_show]) }
  scope :today, -> { where(reserved_at: Date.today.all_day) }
  scope :upcoming, -> { where("reserved_at >= ?", Time.current).order(:reserved_at) }
  scope :for_store, ->(store) { where(store: store) }

  def self.search(q)
    return all if q.blank?

    joins(:customer).where("customers.name ILIKE :q OR customers.phone LIKE :q", q: "%#{sanitize_sql_like(q)}%")
  end

  def display_time
    reserved_at.in_time_zone.strftime("%H:%M")
  end

  def cancellable?
    status.in?(%w[pending confirmed]) && reserved_at > 2.hours.from_now
  end

  def cancel!(reason: nil)
    raise ActiveRecord::RecordInvalid, self unless cancellable?

    update!(status: "cancelled", cancel_reason: reason, cancelled_at: Time.current)
  end

  private

  def reserved_at_within_business_hours
    return if reserved_at.blank? || store.blank?

    local = reserved_at.in_time_zone
    errors.add(:reserved_at, "は営業時間外です") unless store.open_at?(local)
  end
end
