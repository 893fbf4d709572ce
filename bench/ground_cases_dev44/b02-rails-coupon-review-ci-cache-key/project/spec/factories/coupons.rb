FactoryBot.define do
  factory :coupon do
    sequence(:code) { |n| "CPN#{n}" }
    discount_type { :amount }
    discount_value { 300 }
    expires_on { 7.days.from_now.to_date }
  end
end
