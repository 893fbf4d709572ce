FactoryBot.define do
  factory :subscription do
    customer
    plan
    status { :active }
    current_period_start { Time.zone.today - 20 }
    current_period_end { Time.zone.today + 10 }

    trait :canceled do
      status { :canceled }
      canceled_at { Time.current }
    end

    trait :past_due do
      status { :past_due }
    end
  end
end
