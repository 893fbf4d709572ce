class Order < ApplicationRecord
  belongs_to :user
  has_many :line_items, dependent: :destroy
  has_many :products, through: :line_items

  enum :status, { pending: 0, paid: 1, shipped: 2, completed: 3, cancelled: 4 }

  accepts_nested_attributes_for :line_items

  validates :receiver_name, :receiver_phone, :address, presence: true
  validates :receiver_phone, format: { with: /\A1[3-9]\d{9}\z/ }
  validate :must_have_items

  before_create :assign_number
  after_create_commit :send_confirmation

  def total_cents
    line_items.sum(&:subtotal_cents) - discount_cents.to_i
  end

  def cancellable?
    pending? || paid?
  end

  private

  def must_have_items
    errors.add(:line_items, "不能为空") if line_items.empty?
  end

  def assign_number
    self.number = "LY#{Time.current.strftime('%Y%m%d')}#{SecureRandom.random_number(10**6).to_s.rjust(6, '0')}"
  end

  def send_confirmation
    OrderMailer.confirmation(self).deliver_later
  end
end
