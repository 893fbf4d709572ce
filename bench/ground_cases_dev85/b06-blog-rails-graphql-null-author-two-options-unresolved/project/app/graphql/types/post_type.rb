module Types
  class PostType < Types::BaseObject
    field :id, ID, null: false
    field :title, String, null: false
    field :body, String, null: false
    field :published_at, GraphQL::Types::ISO8601DateTime, null: false
    field :author, Types::AuthorType, null: false
    field :comments, [Types::CommentType], null: false
    field :comments_count, Integer, null: false

    def author
      dataloader.with(Sources::RecordById, Author).load(object.author_id)
    end

    def comments
      dataloader.with(Sources::AssociationByOwner, Comment, :post_id, order: :created_at).load(object.id)
    end

    def comments_count
      comments.size
    end
  end
end
