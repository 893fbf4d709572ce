class OrderPolicy < ApplicationPolicy
  def show?
    same_shop?
  end

  def update?
    same_shop?
  end

  def refund?
    same_shop? && membership.manager?
  end

  private

  def membership
    user
  end

  def same_shop?
    record.shop_id == membership.shop_id
  end
end
