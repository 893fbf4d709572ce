require "rails_helper"

RSpec.describe StatementMailer, type: :mailer do
  let(:statement) { create(:statement, period: Date.new(2024, 5, 1)) }

  before do
    allow(StatementPdf).to receive(:new).and_return(double(render: "%PDF-1.4"))
  end

  describe "#monthly" do
    it "goes to the billing contact" do
      customer = create(:customer, :with_billing_contact)
      mail = described_class.monthly(customer, statement)
      expect(mail.to).to eq([customer.billing_contact.email])
    end

    it "falls back to the customer's email when there is no billing contact" do
      customer = create(:customer, email: "keiri@example.com")
      mail = described_class.monthly(customer, statement)
      expect(mail.to).to eq(["keiri@example.com"])
    end

    it "attaches the PDF" do
      customer = create(:customer, :with_billing_contact)
      mail = described_class.monthly(customer, statement)
      expect(mail.attachments.map(&:filename)).to eq(["seikyu_202405.pdf"])
    end
  end

  describe "#overdue" do
    it "falls back to the customer's own address" do
      customer = create(:customer, email: "daihyo@example.com")
      mail = described_class.overdue(customer, [statement])
      expect(mail.to).to eq(["daihyo@example.com"])
    end
  end
end
