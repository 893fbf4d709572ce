require "rails_helper"

RSpec.describe "Invoices", type: :request do
  let(:account) { create(:account, time_zone: "Asia/Shanghai") }
  let(:user) { create(:user, account: account) }

  before { sign_in user }

  it "filters by month in the account time zone" do
    create(:invoice, account: account, number: "INV-202510-0001", created_at: Time.zone.parse("2025-10-31 15:00 UTC"))
    create(:invoice, account: account, number: "INV-202511-0001", created_at: Time.zone.parse("2025-11-05 02:00 UTC"))

    get "/invoices", params: { month: "2025-11" }

    numbers = response.parsed_body.map { |i| i["number"] }
    expect(numbers).to contain_exactly("INV-202511-0001")
  end

  it "returns everything without a month" do
    create_list(:invoice, 3, account: account)

    get "/invoices"

    expect(response.parsed_body.size).to eq(3)
  end

  it "ignores a malformed month" do
    create(:invoice, account: account)

    get "/invoices", params: { month: "nov" }

    expect(response.parsed_body.size).to eq(1)
  end
end
