require "rails_helper"

RSpec.describe CompletionCache do
  let(:store) { ActiveSupport::Cache::MemoryStore.new }
  let(:cache) { described_class.new(store: store) }
  let(:messages) { [{ role: "user", content: "等待期多久" }] }

  it "calls the block once for the same messages" do
    calls = 0
    2.times { cache.fetch(messages) { calls += 1; { text: "90 天", usage: { "total_tokens" => 10 } } } }
    expect(calls).to eq(1)
  end

  it "does not report usage on a hit" do
    cache.fetch(messages) { { text: "90 天", usage: { "total_tokens" => 10 } } }
    expect(cache.fetch(messages) { raise "miss" }[:usage]).to eq({})
  end
end
