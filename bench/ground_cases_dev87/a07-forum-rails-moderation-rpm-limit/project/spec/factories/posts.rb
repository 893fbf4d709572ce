FactoryBot.define do
  factory :post do
    association :author, factory: :user
    title { Faker::Lorem.sentence(word_count: 6).truncate(120) }
    body { Faker::Lorem.paragraphs(number: 3).join("\n\n") }
    status { :pending }
  end
end
