class Member < ApplicationRecord
  has_many :memberships, dependent: :destroy
  has_one :current_membership, -> { active.order(ends_on: :desc) }, class_name: "Membership"

  validates :email, presence: true, uniqueness: { case_sensitive: false }
  validates :name, presence: true

  before_save { self.email = email.downcase.strip }

  def portal_access?(today = Date.current)
    memberships.any? { |m| m.ends_on + Membership::GRACE_DAYS >= today }
  end

  def latest_membership
    memberships.max_by(&:ends_on)
  end

  def display_name
    name.presence || email
  end

  def renewal_url
    Rails.application.routes.url_helpers.renew_membership_url(
      latest_membership,
      host: ENV.fetch("APP_HOST", "members.bookclub.example")
    )
  end

  def to_s
    "#{display_name} <#{email}>"
  end
end
