FactoryBot.define do
  factory :customer do
    name { "株式会社サンプル" }
    postcode { "150-0001" }
    prefecture { "東京都" }
    city { "渋谷区" }
    street { "神宮前1-2-3" }
  end

  factory :invoice do
    customer
    sequence(:number) { |n| format("INV-2025-%04d", n) }
    issued_on { Date.new(2025, 11, 30) }
    due_on { Date.new(2025, 12, 31) }
  end

  factory :invoice_item do
    invoice
    name { "作業費" }
    quantity { 1 }
    unit_price { 1000 }
    tax_rate { 10 }
    sequence(:position)
  end
end
