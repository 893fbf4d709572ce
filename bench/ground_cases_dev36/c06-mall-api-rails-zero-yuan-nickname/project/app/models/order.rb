class Order < ApplicationRecord
  STATUSES = %w[pending paid shipped completed cancelled].freeze

  belongs_to :user
  has_many :items, class_name: "OrderItem", dependent: :destroy
  has_and_belongs_to_many :coupons

  validates :number, presence: true, uniqueness: true
  validates :status, inclusion: { in: STATUSES }

  before_validation :assign_number, on: :create

  def totals
    @totals ||= OrderTotalCalculator.new(self).call
  end

  def mark_paid!(paid_at = Time.current)
    update_columns(status: "paid", paid_at: paid_at)
    OrderPaidJob.perform_async(id)
  end

  def cancellable?
    %w[pending paid].include?(status)
  end

  private

  def assign_number
    self.number ||= "#{Time.current.strftime('%Y%m%d')}#{SecureRandom.random_number(10**8).to_s.rjust(8, '0')}"
  end
end
