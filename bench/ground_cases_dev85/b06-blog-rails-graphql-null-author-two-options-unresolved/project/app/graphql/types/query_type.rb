module Types
  class QueryType < Types::BaseObject
    field :posts, Types::PostType.connection_type, null: false do
      argument :tag, String, required: false
    end

    field :post, Types::PostType, null: true do
      argument :id, ID, required: true
    end

    def posts(tag: nil)
      scope = Post.published.order(published_at: :desc)
      scope = scope.tagged(tag) if tag
      scope
    end

    def post(id:)
      Post.published.find_by(id: id)
    end
  end
end
