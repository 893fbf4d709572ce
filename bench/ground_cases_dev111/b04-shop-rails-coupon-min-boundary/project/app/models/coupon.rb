# frozen_string_literal: true

class Coupon < ApplicationRecord
  enum :kind, { percent: 0, fixed: 1 }

  has_many :orders, dependent: :nullify

  validates :code, presence: true, uniqueness: { case_sensitive: false }
  validates :value, numericality: { greater_than: 0 }
  validates :min_subtotal, numericality: { greater_than_or_equal_to: 0 }
  validates :value, numericality: { less_than_or_equal_to: 100 }, if: :percent?

  scope :active, -> { where(enabled: true) }

  before_validation { self.code = code.to_s.strip.upcase }

  def active?
    enabled?
  end

  def expired?(now = Time.current)
    expires_at.present? && expires_at <= now
  end

  def discount_for(subtotal)
    amount = percent? ? (subtotal * value / 100.0).floor : value
    [amount, subtotal].min
  end

  def label
    percent? ? "#{value}%OFF" : "#{value.to_fs(:delimited)}円OFF"
  end

  def self.find_by_code(raw)
    find_by(code: raw.to_s.strip.upcase)
  end
end
