FactoryBot.define do
  factory :team do
    sequence(:name) { |n| "Team #{n}" }
    association :owner, factory: :user

    trait :full do
      after(:create) do |team|
        create_list(:user, Team::MAX_MEMBERS).each { |u| team.add_member!(u) }
      end
    end
  end
end
