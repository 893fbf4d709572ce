require "rails_helper"

RSpec.describe OrderMailer, type: :mailer do
  let(:user) { User.create!(email: "sato@example.jp", name: "佐藤", locale: "ja") }
  let(:order) { Order.create!(user: user, number: "J-1001", placed_at: Time.zone.parse("2025-11-05 10:00")) }

  before { order.line_items.create!(title: "抹茶", quantity: 2, unit_price: 1200) }

  it "uses the user's locale for the subject" do
    mail = described_class.confirmation(order)
    expect(mail.subject).to eq("ご注文 J-1001 を承りました")
  end

  it "formats yen without decimals" do
    mail = described_class.confirmation(order)
    expect(mail.body.encoded).to include("合計：¥2,400")
  end
end
