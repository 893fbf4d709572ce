# frozen_string_literal: true

FactoryBot.define do
  factory :user do
    sequence(:handle) { |n| "user#{n}" }
    api_token { SecureRandom.hex(16) }
  end

  factory :post do
    user
    body { "きょうのひとこと" }
  end
end
