class Team < ApplicationRecord
  MAX_MEMBERS = 100

  belongs_to :owner, class_name: "User"
  has_many :memberships, dependent: :destroy
  has_many :members, through: :memberships, source: :user

  validates :name, presence: true, uniqueness: { scope: :owner_id }

  def full?
    memberships.count >= MAX_MEMBERS
  end

  def add_member!(user)
    raise ActiveRecord::RecordInvalid, self if full?

    memberships.find_or_create_by!(user: user)
  end
end
