class Booking < ApplicationRecord
  belongs_to :user

  validates :starts_at, presence: true
  validate :not_in_past, on: :create

  private

  def not_in_past
    errors.add(:starts_at, "は過去の日時です") if starts_at.present? && starts_at < Time.current
  end
end
