module Api
  class MembersController < ApplicationController
    before_action :load_workspace

    def index
      members = @workspace.memberships.includes(:user).by_role
      render json: members.map { |m| serialize(m) }
    end

    def create
      membership = Memberships::Invite.new(
        workspace: @workspace, inviter: current_user,
        email: params.require(:email), role: params.fetch(:role, "member")
      ).call
      render json: serialize(membership), status: :created
    rescue Memberships::Invite::Error => e
      render json: { error: e.message }, status: :unprocessable_entity
    end

    private

    def load_workspace
      @workspace = current_user.workspaces.find(params[:workspace_id])
    end

    def serialize(membership)
      { id: membership.id, email: membership.user.email, role: membership.role, joined_at: membership.created_at }
    end
  end
end
