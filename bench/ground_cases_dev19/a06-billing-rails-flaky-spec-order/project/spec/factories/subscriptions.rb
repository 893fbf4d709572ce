FactoryBot.define do
  factory :subscription do
    account
    plan { "team" }
    state { "active" }
    seats { 5 }
    renews_on { Time.zone.today.next_month }
    trial_ends_on { nil }

    trait :trialing do
      state { "trialing" }
      trial_ends_on { Time.zone.today + 14 }
    end

    trait :canceled do
      state { "canceled" }
      canceled_at { Time.current }
    end
  end
end
