require "rails_helper"

RSpec.describe Article do
  let(:author) { User.create!(email: "ed@example.com") }

  it "sets a slug from the title" do
    expect(Article.create!(author: author, title: "Hello World").slug).to eq("hello-world")
  end

  it "publishes" do
    article = Article.create!(author: author, title: "Hi")
    article.publish!
    expect(article).to be_published
  end
end
