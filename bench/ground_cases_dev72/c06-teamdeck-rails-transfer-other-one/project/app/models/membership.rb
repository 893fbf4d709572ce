class Membership < ApplicationRecord
  ROLES = %w[owner admin member].freeze

  belongs_to :workspace
  belongs_to :user

  validates :role, inclusion: { in: ROLES }
  validates :user_id, uniqueness: { scope: :workspace_id }

  scope :owners, -> { where(role: "owner") }
  scope :by_role, -> { order(Arel.sql("CASE role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END"), :created_at) }

  def owner?
    role == "owner"
  end
end
