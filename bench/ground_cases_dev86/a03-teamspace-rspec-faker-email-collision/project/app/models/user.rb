class User < ApplicationRecord
  has_secure_password

  has_many :memberships, dependent: :destroy
  has_many :teams, through: :memberships

  normalizes :email, with: ->(email) { email.strip.downcase }

  validates :email, presence: true, uniqueness: { case_sensitive: false },
                    format: { with: URI::MailTo::EMAIL_REGEXP }
  validates :name, presence: true, length: { maximum: 80 }

  def display_name
    name.presence || email.split("@").first
  end

  def member_of?(team)
    memberships.exists?(team_id: team.id)
  end
end
