class User < ApplicationRecord
  has_secure_password

  EMAIL_FORMAT = /\A[^@\s]+@[^@\s]+\.[^@\s]+\z/

  before_validation :normalize_email

  validates :email, presence: true,
                    format: { with: EMAIL_FORMAT },
                    uniqueness: { case_sensitive: false, message: :taken }
  validates :display_name, presence: true, length: { maximum: 40 }
  validates :password, length: { minimum: 10 }, allow_nil: true

  has_many :sessions, dependent: :destroy
  has_many :workspaces, through: :memberships
  has_many :memberships, dependent: :destroy

  def self.find_for_login(email)
    find_by(email: email.to_s.strip.downcase)
  end

  def admin?
    role == "admin"
  end

  private

  def normalize_email
    self.email = email.to_s.strip.downcase
  end
end
