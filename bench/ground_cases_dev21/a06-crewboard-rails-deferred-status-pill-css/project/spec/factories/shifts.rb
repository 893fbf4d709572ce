FactoryBot.define do
  factory :location do
    sequence(:name) { |n| "Store #{n}" }
  end

  factory :user do
    sequence(:email) { |n| "crew#{n}@example.com" }
    display_name { "Crew Member" }
  end

  factory :shift do
    location
    role_name { "Barista" }
    starts_at { 1.day.from_now.change(hour: 9) }
    ends_at { starts_at + 8.hours }

    trait :filled do
      status { "filled" }
      assignee factory: :user
    end

    trait :awaiting_approval do
      status { "awaiting_approval" }
    end
  end
end
