# 開発用シードデータ
plan = Plan.find_or_create_by!(code: "basic") do |p|
  p.name = "ベーシック"
  p.price = 980
  p.interval_days = 30
end

3.times do |i|
  customer = Customer.find_or_create_by!(email: "demo#{i + 1}@example.com") do |c|
    c.name = "デモユーザー#{i + 1}"
  end
  Subscription.find_or_create_by!(customer:, plan:) do |s|
    s.current_period_start = Date.today - 10
    s.current_period_end = Date.today + 20
  end
end
