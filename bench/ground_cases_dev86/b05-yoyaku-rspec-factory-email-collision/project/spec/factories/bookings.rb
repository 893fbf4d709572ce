FactoryBot.define do
  factory :booking do
    user
    starts_at { 2.days.from_now.change(hour: 10) }
  end
end
