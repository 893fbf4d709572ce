# frozen_string_literal: true

require "webmock/rspec"
require_relative "../lib/sheets_client"

RSpec.describe SheetsClient do
  let(:tokens) { double(token: "ya29.test") }
  let(:client) { described_class.new("SHEET", tokens) }
  let(:url) { %r{sheets.googleapis.com/v4/spreadsheets/SHEET/values/orders!A1:append} }

  it "appends rows and returns the updated row count" do
    stub_request(:post, url).to_return(status: 200, body: { updates: { updatedRows: 2 } }.to_json)
    expect(client.append_rows("orders!A1", [[1], [2]])).to eq(2)
  end

  it "raises RateLimited on 429" do
    stub_request(:post, url).to_return(status: 429, body: { error: { message: "Quota exceeded" } }.to_json)
    expect { client.append_rows("orders!A1", [[1]]) }.to raise_error(SheetsClient::RateLimited, /Quota exceeded/)
  end

  it "raises Error on other failures" do
    stub_request(:post, url).to_return(status: 403, body: { error: { message: "The caller does not have permission" } }.to_json)
    expect { client.append_rows("orders!A1", [[1]]) }.to raise_error(SheetsClient::Error, /permission/)
  end

  it "reads values" do
    stub_request(:get, %r{values/orders!A1:F3}).to_return(status: 200, body: { values: [%w[a b]] }.to_json)
    expect(client.get_values("orders!A1:F3")).to eq([%w[a b]])
  end
end
