require "rails_helper"

RSpec.describe TicketSummarizer do
  let(:client) { instance_double(Llm::AnthropicClient, complete: "summary") }
  let(:ticket) { Ticket.create!(subject: "Refund", customer_locale: "en") }

  it "asks for English when the customer writes in English" do
    described_class.new(client:).call(ticket)

    expect(client).to have_received(:complete).with(hash_including(system: /Answer in English\.\z/))
  end
end

RSpec.describe Llm::AnthropicClient do
  let(:config) do
    ActiveSupport::OrderedOptions.new.merge!(api_key: "k", model: "claude-sonnet-4-5", max_tokens: 100, max_retries: 1)
  end
  let(:client) { described_class.new(config) }

  before { allow(client).to receive(:sleep) }

  it "returns the text of the first content block" do
    stub_request(:post, described_class::ENDPOINT)
      .to_return(status: 200, body: { content: [{ type: "text", text: "要約" }] }.to_json,
                 headers: { "content-type" => "application/json" })

    expect(client.complete(system: "s", messages: [])).to eq("要約")
  end

  it "retries once on 429 and honours retry-after" do
    stub_request(:post, described_class::ENDPOINT)
      .to_return({ status: 429, body: { error: { message: "rate" } }.to_json,
                   headers: { "content-type" => "application/json", "retry-after" => "7" } },
                 { status: 200, body: { content: [{ text: "ok" }] }.to_json,
                   headers: { "content-type" => "application/json" } })

    expect(client.complete(system: "s", messages: [])).to eq("ok")
    expect(client).to have_received(:sleep).with(7)
  end
end
