require "rails_helper"

RSpec.describe MonthlyStatementJob, type: :job do
  let(:period) { Date.new(2024, 5, 1) }

  before do
    allow(StatementPdf).to receive(:new).and_return(double(render: "%PDF-1.4"))
  end

  it "mails a statement to a customer with shipped orders" do
    customer = create(:customer, :with_billing_contact)
    create(:order, :shipped, customer: customer, shipped_on: Date.new(2024, 5, 10))

    expect { described_class.perform_now(period) }
      .to change { ActionMailer::Base.deliveries.size }.by(1)
  end

  it "skips customers without orders in the period" do
    create(:customer, :with_billing_contact)

    expect { described_class.perform_now(period) }
      .not_to change { Statement.count }
  end

  it "queues a paper statement for paper_invoice customers" do
    customer = create(:customer, :with_billing_contact, paper_invoice: true)
    create(:order, :shipped, customer: customer, shipped_on: Date.new(2024, 5, 20))

    expect { described_class.perform_now(period) }.to change { PrintQueue.count }.by(1)
  end
end
