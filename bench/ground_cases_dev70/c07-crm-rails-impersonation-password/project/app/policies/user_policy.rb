class UserPolicy < ApplicationPolicy
  def show?
    user.admin? || record == user || record.account_manager_id == user.id
  end

  def impersonate?
    return false unless record.role == "customer"

    user.admin? || (user.role == "support" && record.account_manager_id == user.id)
  end

  class Scope < Scope
    def resolve
      return scope.all if user.admin?
      return scope.where(account_manager_id: user.id) if user.staff?

      scope.where(id: user.id)
    end
  end
end
