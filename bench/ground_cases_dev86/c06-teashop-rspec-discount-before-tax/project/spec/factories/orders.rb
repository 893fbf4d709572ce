FactoryBot.define do
  factory :order do
    user
    placed_at { Time.current }
    discount_percent { nil }

    transient do
      prices { [BigDecimal("100.00")] }
    end

    after(:create) do |order, ctx|
      ctx.prices.each { |p| order.line_items.create!(unit_price: p, quantity: 1) }
    end
  end

  factory :subscription do
    user
    plan { "monthly" }
    started_on { Date.current }
    periods_paid { 1 }
  end
end
