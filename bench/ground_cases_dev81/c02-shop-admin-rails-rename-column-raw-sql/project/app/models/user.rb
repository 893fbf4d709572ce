class User < ApplicationRecord
  has_many :orders, dependent: :restrict_with_error
  has_many :addresses, dependent: :destroy

  # users.name was renamed to full_name (2025-11); keep the old attribute name working
  alias_attribute :name, :full_name

  validates :full_name, presence: true, length: { maximum: 60 }
  validates :email, presence: true, uniqueness: { case_sensitive: false }
  validates :phone, format: { with: /\A1\d{10}\z/ }, allow_blank: true

  before_save :normalize_email

  scope :recent, -> { order(created_at: :desc) }
  scope :vip, -> { where(vip: true) }

  def display_name
    full_name.presence || email.split("@").first
  end

  def masked_phone
    return "" if phone.blank?

    "#{phone[0, 3]}****#{phone[-4, 4]}"
  end

  def total_spent_cents
    orders.paid.sum(:total_cents)
  end

  private

  def normalize_email
    self.email = email.to_s.strip.downcase
  end
end
