# frozen_string_literal: true

require "rails_helper"

RSpec.describe "GET /api/feed", type: :request do
  let(:me) { create(:user) }
  let(:friend) { create(:user) }
  let(:headers) { { "X-Api-Token" => me.api_token } }

  before { me.followees << friend }

  it "returns followee posts newest first" do
    old = create(:post, user: friend, created_at: 2.hours.ago)
    new = create(:post, user: friend, created_at: 1.hour.ago)

    get "/api/feed", headers: headers

    expect(response.parsed_body["posts"].map { _1["id"] }).to eq([new.id, old.id])
  end

  it "pages with next_cursor" do
    3.times { |i| create(:post, user: friend, created_at: (i + 1).minutes.ago) }

    get "/api/feed", params: { limit: 2 }, headers: headers
    first = response.parsed_body
    get "/api/feed", params: { limit: 2, cursor: first["next_cursor"] }, headers: headers
    second = response.parsed_body

    expect(first["posts"].size).to eq(2)
    expect(second["posts"].size).to be >= 1
  end

  it "does not repeat posts across pages when created_at ties" do
    at = 5.minutes.ago
    posts = 4.times.map { create(:post, user: friend, created_at: at) }

    get "/api/feed", params: { limit: 2 }, headers: headers
    first = response.parsed_body
    get "/api/feed", params: { limit: 2, cursor: first["next_cursor"] }, headers: headers
    second = response.parsed_body

    ids = (first["posts"] + second["posts"]).map { _1["id"] }
    expect(ids).to match_array(posts.map(&:id))
  end
end
