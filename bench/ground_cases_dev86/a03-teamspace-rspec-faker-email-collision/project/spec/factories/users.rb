FactoryBot.define do
  factory :user do
    name { Faker::Name.name }
    email { Faker::Internet.email(domain: "example.test") }
    password { "correct horse battery" }

    trait :admin do
      after(:create) { |user| user.update!(name: "Admin #{user.name}") }
    end

    factory :team_owner do
      after(:create) do |user|
        create(:team, owner: user)
      end
    end
  end
end
