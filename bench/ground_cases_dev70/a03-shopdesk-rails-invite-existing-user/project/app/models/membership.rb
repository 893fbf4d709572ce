class Membership < ApplicationRecord
  ROLES = %w[owner manager staff].freeze

  belongs_to :user
  belongs_to :shop

  validates :role, inclusion: { in: ROLES }
  validates :user_id, uniqueness: { scope: :shop_id }

  def manager?
    role.in?(%w[owner manager])
  end
end
