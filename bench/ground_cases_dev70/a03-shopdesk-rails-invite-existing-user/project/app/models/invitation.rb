class Invitation < ApplicationRecord
  belongs_to :shop
  belongs_to :invited_by, class_name: "User"

  has_secure_token :token

  scope :pending, -> { where(accepted_at: nil).where("created_at > ?", 7.days.ago) }

  normalizes :email, with: ->(email) { email.strip.downcase }

  validates :email, presence: true, format: { with: URI::MailTo::EMAIL_REGEXP }
  validates :role, inclusion: { in: Membership::ROLES - ["owner"] }
  validate :not_already_member, on: :create

  private

  def not_already_member
    return unless shop&.users&.exists?(email: email)

    errors.add(:email, "already belongs to someone on this team")
  end
end
