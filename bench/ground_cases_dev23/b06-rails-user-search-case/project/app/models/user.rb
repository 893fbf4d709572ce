# frozen_string_literal: true

class User < ApplicationRecord
  has_secure_password

  has_many :memberships, dependent: :destroy
  has_many :organizations, through: :memberships

  enum :role, { member: 0, staff: 1, admin: 2 }, default: :member

  validates :name, presence: true, length: { maximum: 50 }
  validates :email, presence: true, uniqueness: { case_sensitive: false },
                    format: { with: URI::MailTo::EMAIL_REGEXP }

  before_validation :strip_name

  scope :active, -> { where(deactivated_at: nil) }
  scope :recent, -> { order(created_at: :desc) }
  scope :search, ->(q) { where("users.email LIKE :q OR users.name LIKE :q", q: "%#{sanitize_sql_like(q)}%") }

  def deactivate!
    update!(deactivated_at: Time.current)
  end

  def active?
    deactivated_at.nil?
  end

  def display_name
    admin? ? "#{name}（管理者）" : name
  end

  private

  def strip_name
    self.name = name&.strip
  end
end
