class Workspace < ApplicationRecord
  belongs_to :owner, class_name: "User"
  belongs_to :plan
  has_many :memberships, dependent: :destroy
  has_many :members, through: :memberships, source: :user
  has_many :invoices, dependent: :restrict_with_error

  validates :name, presence: true
  validates :billing_email, presence: true, format: { with: URI::MailTo::EMAIL_REGEXP }

  def seats_used
    memberships.count
  end

  def seats_available?
    plan.seat_limit.nil? || seats_used < plan.seat_limit
  end

  def owner_membership
    memberships.find_by(user_id: owner_id)
  end
end
