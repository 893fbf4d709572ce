require "rails_helper"

RSpec.describe "GET /api/feed", type: :request do
  let(:me) { create(:user) }
  let(:friend) { create(:user) }

  before do
    me.followees << friend
    sign_in me
  end

  it "returns posts of followees newest first" do
    old = create(:post, author: friend)
    new = create(:post, author: friend)
    get "/api/feed"
    expect(response.parsed_body["items"].map { _1["id"] }).to eq([new.id, old.id])
  end

  it "pages with a cursor" do
    posts = create_list(:post, 3, author: friend)
    get "/api/feed", params: { limit: 2 }
    cursor = response.parsed_body["next_cursor"]
    get "/api/feed", params: { limit: 2, cursor: cursor }
    expect(response.parsed_body["items"].map { _1["id"] }).to eq([posts.first.id])
  end
end
