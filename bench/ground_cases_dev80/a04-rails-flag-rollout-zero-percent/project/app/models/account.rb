class Account < ApplicationRecord
  has_many :users, dependent: :destroy
  has_many :invoices, dependent: :destroy

  enum :plan, { starter: "starter", growth: "growth", enterprise: "enterprise" }

  validates :name, presence: true
  validates :billing_email, presence: true

  def feature?(name)
    FeatureFlag.enabled?(name, self)
  end

  def display_name
    name.presence || "Account ##{id}"
  end
end
