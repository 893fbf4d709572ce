class BlogSchema < GraphQL::Schema
  query Types::QueryType

  use GraphQL::Dataloader

  default_max_page_size 50
  max_depth 12

  rescue_from(ActiveRecord::RecordNotFound) do |_err, _obj, _args, _ctx, field|
    raise GraphQL::ExecutionError, "#{field.type.unwrap.graphql_name} not found"
  end
end
