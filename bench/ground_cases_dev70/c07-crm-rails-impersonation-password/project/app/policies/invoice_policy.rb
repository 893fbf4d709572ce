class InvoicePolicy < ApplicationPolicy
  def show?
    user.admin? || record.customer_id == user.id || record.customer.account_manager_id == user.id
  end

  def export?
    user.staff?
  end

  class Scope < Scope
    def resolve
      if user.admin?
        scope.all
      elsif user.staff?
        scope.joins(:customer).where(users: { account_manager_id: user.id })
      else
        scope.where(customer_id: user.id)
      end
    end
  end
end
