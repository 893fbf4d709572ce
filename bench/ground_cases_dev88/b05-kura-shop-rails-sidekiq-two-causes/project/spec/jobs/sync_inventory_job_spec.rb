require "rails_helper"

RSpec.describe SyncInventoryJob do
  it "PUTs the reserved quantity to the warehouse" do
    store = create(:store)
    order = create(:order, store: store, status: :pending)
    create(:line_item, order: order, sku: "A-100", quantity: 3)
    stub = stub_request(:put, %r{/api/v1/stock/#{store.id}/A-100}).with(body: { reserved: 3 }.to_json)

    described_class.new.perform("A-100", store.id)

    expect(stub).to have_been_requested
  end
end
