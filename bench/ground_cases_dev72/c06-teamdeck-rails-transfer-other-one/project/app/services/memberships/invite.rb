module Memberships
  class Invite
    class Error < StandardError; end

    def initialize(workspace:, inviter:, email:, role: "member")
      @workspace = workspace
      @inviter = inviter
      @email = email.to_s.strip.downcase
      @role = role
    end

    def call
      raise Error, "invalid role" unless %w[admin member].include?(@role)
      raise Error, "no seats left on the #{@workspace.plan.code} plan" unless @workspace.seats_available?

      user = User.find_or_create_by!(email: @email)
      membership = @workspace.memberships.create!(user: user, role: @role)
      InvitationMailer.with(membership: membership, inviter: @inviter).invite.deliver_later
      membership
    end
  end
end
