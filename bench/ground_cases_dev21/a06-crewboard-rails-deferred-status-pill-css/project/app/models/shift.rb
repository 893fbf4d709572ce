class Shift < ApplicationRecord
  belongs_to :location
  belongs_to :assignee, class_name: "User", optional: true

  enum :status, { open: "open", awaiting_approval: "awaiting_approval", filled: "filled", cancelled: "cancelled" }

  validates :role_name, presence: true
  validates :starts_at, :ends_at, presence: true
  validate :ends_after_start

  before_save :reset_reminder, if: :will_save_change_to_starts_at?

  scope :upcoming, -> { where("starts_at > ?", Time.current).order(:starts_at) }
  scope :for_location, ->(location) { where(location: location) }

  def duration
    ends_at - starts_at
  end

  private

  def reset_reminder
    self.reminder_sent_at = nil
  end

  def ends_after_start
    return if starts_at.blank? || ends_at.blank?

    errors.add(:ends_at, "must be after the start") if ends_at <= starts_at
  end
end
