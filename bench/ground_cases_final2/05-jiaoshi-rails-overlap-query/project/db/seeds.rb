# 仅用于本地开发环境
return unless Rails.env.development?

admin = User.find_or_create_by!(email: "admin@jiaoshi.local") do |u|
  u.password = "changeme123"
  u.admin = true
end

%w[A101 A102 B201 B305].each_with_index do |name, i|
  Room.find_or_create_by!(name: name) { |r| r.capacity = 30 + (i * 10) }
end

puts "seeded admin #{admin.email} and #{Room.count} rooms"
