# bin/rails db:seed  — local data for the admin UI
require "securerandom"

admin = User.find_or_create_by!(email: "admin@shop.test") do |u|
  u.full_name = "管理员"
  u.vip = false
end

customers = [
  { full_name: "张伟", email: "zhangwei@shop.test", phone: "13800000001", vip: true },
  { full_name: "王芳", email: "wangfang@shop.test", phone: "13800000002", vip: false },
  { full_name: "李娜", email: "lina@shop.test", phone: "13800000003", vip: false },
]

customers.each do |attrs|
  user = User.find_or_create_by!(email: attrs[:email]) do |u|
    u.full_name = attrs[:full_name]
    u.phone = attrs[:phone]
    u.vip = attrs[:vip]
  end
  next if user.orders.exists?

  3.times do |i|
    user.orders.create!(status: Order::STATUSES[i % 3], total_cents: 1999 * (i + 1))
  end
end

puts "seeded #{User.count} users (admin: #{admin.email})"
