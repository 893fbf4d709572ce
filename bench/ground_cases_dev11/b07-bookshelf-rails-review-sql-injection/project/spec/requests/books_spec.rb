require "rails_helper"

RSpec.describe "Books", type: :request do
  let(:author) { Author.create!(name: "宮部みゆき") }

  describe "GET /books" do
    before do
      Book.create!(title: "火車", author: author, isbn: "978-4-10-136918-4")
      Book.create!(title: "理由", author: author, isbn: "9784022643537")
    end

    it "lists books" do
      get books_path
      expect(response).to have_http_status(:ok)
      expect(response.body).to include("火車", "理由")
    end

    it "searches by title" do
      get books_path(q: "火")
      expect(response.body).to include("火車")
      expect(response.body).not_to include("理由")
    end

    it "searches by isbn" do
      get books_path(q: "9784101369184")
      expect(response.body).to include("火車")
      expect(response.body).not_to include("理由")
    end
  end

  describe "POST /books" do
    it "rejects a malformed isbn" do
      post books_path, params: { book: { title: "模倣犯", author_id: author.id, isbn: "12345" } }
      expect(response).to have_http_status(:unprocessable_entity)
    end
  end
end
