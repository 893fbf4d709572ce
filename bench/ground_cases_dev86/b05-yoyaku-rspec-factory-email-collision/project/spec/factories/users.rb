FactoryBot.define do
  factory :user do
    name { "山田 太郎" }
    email { "user#{rand(1000)}@example.com" }
  end
end
