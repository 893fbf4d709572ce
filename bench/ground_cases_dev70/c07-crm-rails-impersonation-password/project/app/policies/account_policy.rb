class AccountPolicy < ApplicationPolicy
  def show?
    record == user
  end

  def update?
    record == user
  end

  def destroy?
    record == user && !record.admin?
  end
end
