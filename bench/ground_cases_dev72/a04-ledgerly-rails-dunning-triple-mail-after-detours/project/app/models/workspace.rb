class Workspace < ApplicationRecord
  belongs_to :owner, class_name: "User"
  belongs_to :plan, optional: true
  has_many :invoices, dependent: :restrict_with_error
  has_many :memberships, dependent: :destroy

  def billing_email
    self[:billing_email].presence || owner.email
  end

  def suspend!
    update!(suspended_at: Time.current)
  end
end
