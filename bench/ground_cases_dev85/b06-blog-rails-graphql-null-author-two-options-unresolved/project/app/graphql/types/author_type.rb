module Types
  class AuthorType < Types::BaseObject
    field :id, ID, null: false
    field :name, String, null: false
    field :avatar_url, String, null: true

    def avatar_url
      object.avatar_key && "https://cdn.example.jp/avatars/#{object.avatar_key}"
    end
  end
end
