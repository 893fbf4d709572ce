class GraphqlController < ApplicationController
  def execute
    result = BlogSchema.execute(
      params[:query],
      variables: prepare_variables(params[:variables]),
      operation_name: params[:operationName],
      context: { current_user: current_user },
    )
    render json: result
  end

  private

  def prepare_variables(variables)
    case variables
    when String then variables.present? ? JSON.parse(variables) : {}
    when ActionController::Parameters then variables.to_unsafe_hash
    when Hash then variables
    else {}
    end
  end
end
