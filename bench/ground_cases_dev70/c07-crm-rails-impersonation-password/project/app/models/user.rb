class User < ApplicationRecord
  has_secure_password

  ROLES = %w[customer support manager admin].freeze

  belongs_to :account_manager, class_name: "User", optional: true
  has_many :managed_customers, class_name: "User", foreign_key: :account_manager_id
  has_many :invoices, foreign_key: :customer_id

  validates :email, presence: true, uniqueness: { case_sensitive: false }
  validates :role, inclusion: { in: ROLES }

  scope :customers, -> { where(role: "customer") }

  def staff?
    %w[support manager admin].include?(role)
  end

  def admin?
    role == "admin"
  end

  def anonymize!
    update_columns(
      name: "已注销用户",
      email: "deleted-#{id}@invalid.example",
      phone: nil,
      deleted_at: Time.current
    )
  end
end
