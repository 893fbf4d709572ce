# 予約。1テーブルにつき同じ時間帯の予約は1件まで。
class Reservation < ApplicationRecord
  belongs_to :table
  belongs_to :course, optional: true

  # pending: Web仮予約 / confirmed: 確定 / cancelled: キャンセル / no_show: 無断キャンセル
  enum :status, { pending: 0, confirmed: 1, cancelled: 2, no_show: 3 }

  DEFAULT_STAY = 2.hours

  validates :guest_name, :guest_phone, :starts_at, presence: true
  validates :party_size, numericality: { greater_than: 0 }
  validate :fits_table
  validate :no_overlap

  before_validation :set_ends_at

  scope :on, ->(date) { where(starts_at: date.all_day) }
  scope :active, -> { where.not(status: [:cancelled, :no_show]) }

  def overlapping
    Reservation.active.where(table_id: table_id)
               .where("starts_at < ? AND ends_at > ?", ends_at, starts_at)
               .where.not(id: id)
  end

  private

  def set_ends_at
    self.ends_at ||= starts_at && starts_at + (course&.stay_minutes&.minutes || DEFAULT_STAY)
  end

  def fits_table
    return if table.nil? || party_size.nil?
    errors.add(:party_size, :too_many) if party_size > table.capacity
  end

  def no_overlap
    return if starts_at.nil? || table_id.nil?
    errors.add(:base, :overlapping) if overlapping.exists?
  end
end
