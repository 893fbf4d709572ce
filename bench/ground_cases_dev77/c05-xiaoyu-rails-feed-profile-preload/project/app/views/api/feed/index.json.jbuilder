json.items @posts do |post|
  json.id post.id
  json.body post.body
  json.created_at post.created_at.iso8601
  json.author do
    json.id post.author.id
    json.name post.author.display_name
    json.avatar post.author.avatar_url
  end
  json.comments_count post.comments_count
end
json.next_cursor @next_cursor
