# 某个销售在某一周的客户动态
class DigestStats
  attr_reader :new_customers, :deals_won, :follow_ups

  def self.for(user, range)
    new(
      new_customers: user.customers.where(created_at: range).count,
      deals_won: user.deals.won.where(closed_at: range).count,
      follow_ups: user.customers.joins(:follow_ups).where(follow_ups: { created_at: range }).count
    )
  end

  def initialize(new_customers:, deals_won:, follow_ups:)
    @new_customers = new_customers
    @deals_won = deals_won
    @follow_ups = follow_ups
  end

  def empty?
    new_customers.zero? && deals_won.zero? && follow_ups.zero?
  end
end
