# 開発用のダミーデータ。bin/rails db:seed で投入する。
require "faker"

ORDER_COUNT = Integer(ENV.fetch("SEED_ORDERS", 20_000))

shop = Shop.find_or_create_by!(name: "デモショップ")

customers = Array.new(50) do |i|
  shop.customers.find_or_create_by!(email: "customer#{i}@example.com") do |c|
    c.name = Faker::Name.name
  end
end

statuses = Order::STATUSES
now = Time.current

ORDER_COUNT.times do |i|
  shop.orders.create!(
    customer: customers.sample,
    number: format("K%07d", i + 1),
    status: statuses.sample,
    total_cents: rand(500..50_000) * 100,
    created_at: now - rand(0..365).days
  )
end

puts "seeded #{shop.orders.count} orders"
