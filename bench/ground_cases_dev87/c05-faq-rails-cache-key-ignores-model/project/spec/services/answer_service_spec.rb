require "rails_helper"

RSpec.describe AnswerService do
  let(:llm) { instance_double(LlmClient) }
  let(:clause) { Struct.new(:code, :body).new("3.2", "等待期为 90 天。") }

  it "sends the system prompt and the clauses" do
    expect(llm).to receive(:complete) do |messages|
      expect(messages.first[:role]).to eq("system")
      expect(messages.last[:content]).to include("【3.2】等待期为 90 天。")
      { text: "90 天", usage: {}, model: "gpt-4-turbo" }
    end
    described_class.new(llm: llm).call(question: "等待期多久", clauses: [clause])
  end
end
