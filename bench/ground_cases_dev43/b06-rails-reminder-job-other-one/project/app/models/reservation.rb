class Reservation < ApplicationRecord
  belongs_to :customer
  belongs_to :shop
  belongs_to :menu

  enum :status, { pending: 0, confirmed: 1, cancelled: 2, no_show: 3 }

  has_secure_token :access_token

  validates :starts_at, presence: true
  validates :party_size, numericality: { greater_than: 0, less_than_or_equal_to: 20 }
  validate :starts_at_within_business_hours

  scope :upcoming, -> { where(starts_at: Time.current..).order(:starts_at) }
  scope :on, ->(date) { where(starts_at: date.all_day) }

  def cancel!(reason: nil)
    update!(status: :cancelled, cancelled_at: Time.current, cancel_reason: reason)
  end

  def display_time
    starts_at.in_time_zone("Tokyo").strftime("%-m月%-d日 %H:%M")
  end

  private

  def starts_at_within_business_hours
    return if starts_at.blank? || shop.blank?

    local = starts_at.in_time_zone("Tokyo")
    return if shop.open_at <= local.hour && local.hour < shop.close_at

    errors.add(:starts_at, "は営業時間外です")
  end
end
