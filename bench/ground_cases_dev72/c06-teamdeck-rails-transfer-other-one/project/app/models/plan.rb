class Plan < ApplicationRecord
  has_many :workspaces

  # nil means unlimited
  def seat_limit
    self[:seat_limit]
  end

  def free?
    code == "free"
  end
end
