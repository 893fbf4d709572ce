# Grants purchase points for one completed order.
class PointGranter
  BASE_RATE = 0.01
  CAMPAIGN_RATE = 0.05

  def initialize(order, campaign: Campaign.active_on(order.completed_at&.to_date))
    @order = order
    @campaign = campaign
  end

  def call
    points = amount
    return nil if points <= 0

    return nil if PointLedger.exists?(order: @order, reason: "purchase")

    PointLedger.create!(
      user: @order.user,
      order: @order,
      amount: points,
      reason: "purchase",
    )
  rescue ActiveRecord::RecordNotUnique
    nil
  end

  def amount
    rate = @campaign ? CAMPAIGN_RATE : BASE_RATE
    (@order.point_base_amount * rate).floor
  end
end
