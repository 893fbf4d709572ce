class Team < ApplicationRecord
  has_many :memberships, dependent: :destroy
  has_many :members, through: :memberships, source: :user
  has_many :boards, dependent: :destroy

  validates :name, presence: true, uniqueness: true

  scope :active, -> { where(archived_at: nil) }

  def archive!
    update!(archived_at: Time.current)
  end

  def archived?
    archived_at.present?
  end

  def admins
    members.merge(Membership.admin)
  end
end
