# frozen_string_literal: true

class Attendance < ApplicationRecord
  belongs_to :user
  belongs_to :shift, optional: true

  enum :source, { web: "web", ios: "ios", android: "android", kiosk: "kiosk" }, prefix: true

  validates :work_date, presence: true
  validates :clock_in_at, presence: true
  validate :clock_out_after_clock_in

  scope :on, ->(date) { where(work_date: date) }
  scope :open, -> { where(clock_out_at: nil) }

  def worked_minutes
    return nil if clock_out_at.nil?

    ((clock_out_at - clock_in_at) / 60).floor - break_minutes.to_i
  end

  def late?
    shift.present? && clock_in_at > shift.starts_at
  end

  private

  def clock_out_after_clock_in
    return if clock_out_at.nil? || clock_in_at.nil?

    errors.add(:clock_out_at, :after_clock_in) if clock_out_at <= clock_in_at
  end
end
