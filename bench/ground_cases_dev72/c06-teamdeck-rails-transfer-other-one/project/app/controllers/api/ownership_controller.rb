module Api
  class OwnershipController < ApplicationController
    def update
      workspace = current_user.owned_workspaces.find(params[:workspace_id])
      new_owner = workspace.members.find(params.require(:user_id))
      Workspaces::TransferOwnership.new(workspace: workspace, from: current_user, to: new_owner).call
      head :no_content
    rescue Workspaces::TransferOwnership::Error => e
      render json: { error: e.message }, status: :forbidden
    end
  end
end
