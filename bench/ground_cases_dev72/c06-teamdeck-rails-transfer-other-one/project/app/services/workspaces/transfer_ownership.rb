module Workspaces
  # Hands a workspace to another member. Only the current owner may do this.
  class TransferOwnership
    class Error < StandardError; end

    def initialize(workspace:, from:, to:)
      @workspace = workspace
      @from = from
      @to = to
    end

    def call
      raise Error, "only the owner can transfer the workspace" unless @workspace.owner_id == @from.id
      new_membership = @workspace.memberships.find_by(user: @to)
      raise Error, "the new owner must already be a member" if new_membership.nil?

      Workspace.transaction do
        @workspace.owner_membership&.update!(role: "admin")
        new_membership.update!(role: "owner")
        @workspace.update!(owner: @to)
        AuditLog.record!(@workspace, actor: @from, action: "ownership.transferred", target: @to)
      end

      OwnershipMailer.with(workspace: @workspace, previous_owner: @from).transferred.deliver_later
      @workspace
    end
  end
end
