FactoryBot.define do
  factory :user do
    name { Faker::Name.name }
    sequence(:email) { |n| "buyer#{n}@example.com" }

    trait :subscriber do
      after(:create) { |user| create(:subscription, user: user) }
    end
  end
end
