require "rails_helper"

RSpec.describe "Books", type: :request do
  let(:user) { create(:user) }

  before { sign_in user }

  describe "GET /books" do
    it "lists books" do
      create(:book, title: "リーダブルコード")
      get books_path
      expect(response).to have_http_status(:ok)
      expect(response.body).to include("リーダブルコード")
    end

    it "searches by title" do
      create(:book, title: "リーダブルコード")
      create(:book, title: "プログラミングRuby")
      get books_path, params: { q: "Ruby" }
      expect(response.body).to include("プログラミングRuby")
      expect(response.body).not_to include("リーダブルコード")
    end
  end
end
