require "rails_helper"

RSpec.describe OrderMailer do
  describe "#shipped" do
    let(:customer) { create(:customer, name: "佐藤", locale: "ja") }
    let(:order) { create(:order, customer: customer, number: "A-1001", tracking_number: "1234-5678") }

    it "is sent in the customer's locale" do
      mail = described_class.with(order: order).shipped
      expect(mail.subject).to include("A-1001")
      expect(mail.body.encoded).to include("佐藤")
    end
  end
end
