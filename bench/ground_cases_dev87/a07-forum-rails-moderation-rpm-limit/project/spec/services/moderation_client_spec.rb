require "rails_helper"

RSpec.describe ModerationClient do
  let(:openai) { instance_double(OpenAI::Client) }
  subject(:client) { described_class.new(client: openai) }

  it "returns the flagged categories" do
    allow(openai).to receive(:moderations).and_return(
      "results" => [{ "flagged" => true, "categories" => { "harassment" => true, "violence" => false } }]
    )
    expect(client.check("x")).to have_attributes(flagged: true, categories: ["harassment"])
  end
end
