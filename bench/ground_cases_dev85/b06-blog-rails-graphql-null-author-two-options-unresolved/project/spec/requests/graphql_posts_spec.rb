require "rails_helper"

RSpec.describe "posts query", type: :request do
  let(:query) do
    <<~GQL
      query { posts(first: 10) { nodes { title author { name } commentsCount comments { body } } } }
    GQL
  end

  it "returns posts with their authors" do
    author = create(:author, name: "山田")
    create_list(:post, 3, author: author)

    post "/graphql", params: { query: query }

    nodes = response.parsed_body.dig("data", "posts", "nodes")
    expect(nodes.size).to eq 3
    expect(nodes.map { |n| n.dig("author", "name") }.uniq).to eq ["山田"]
  end

  it "does not issue one query per post" do
    create_list(:post, 5, :with_comments)

    count = 0
    counter = ->(*, payload) { count += 1 unless payload[:name] == "SCHEMA" }
    ActiveSupport::Notifications.subscribed(counter, "sql.active_record") do
      post "/graphql", params: { query: query }
    end

    expect(count).to be <= 6
  end
end
