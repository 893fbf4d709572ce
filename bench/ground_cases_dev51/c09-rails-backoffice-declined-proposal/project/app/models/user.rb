class User < ApplicationRecord
  has_secure_password

  has_many :orders, dependent: :restrict_with_error
  belongs_to :company, optional: true

  enum :role, { member: 0, admin: 1, finance: 2 }, default: :member

  normalizes :email, with: ->(email) { email.strip.downcase }

  validates :name, presence: true, length: { maximum: 50 }
  validates :email, presence: true,
                    format: { with: URI::MailTo::EMAIL_REGEXP },
                    uniqueness: true
  validates :password, length: { minimum: 8 }, allow_nil: true

  scope :active, -> { where(disabled_at: nil) }
  scope :staff, -> { where(role: [:admin, :finance]) }

  def display_name
    name.presence || email.split("@").first
  end

  def disable!
    update!(disabled_at: Time.current)
  end

  def disabled?
    disabled_at.present?
  end

  def can_refund?
    admin? || finance?
  end
end
