module Staff
  class InvitationsController < ApplicationController
    skip_before_action :require_login, only: %i[show_accept accept]
    before_action :load_pending_invitation, only: %i[show_accept accept]

    def index
      authorize Invitation
      @invitations = current_shop.invitations.pending.order(created_at: :desc)
    end

    def create
      authorize Invitation
      @invitation = current_shop.invitations.new(invitation_params.merge(invited_by: current_user))
      if @invitation.save
        InvitationMailer.with(invitation: @invitation).invite.deliver_later
        redirect_to staff_invitations_path, notice: "Invitation sent to #{@invitation.email}."
      else
        render :index, status: :unprocessable_entity
      end
    end

    def destroy
      authorize Invitation
      current_shop.invitations.find(params[:id]).destroy!
      redirect_to staff_invitations_path, notice: "Invitation withdrawn."
    end

    def show_accept; end

    def accept
      user = User.create!(email: @invitation.email, name: params[:name], password: params[:password])
      Membership.create!(user: user, shop: @invitation.shop, role: @invitation.role)
      @invitation.update!(accepted_at: Time.current)
      session[:user_id] = user.id
      session[:shop_id] = @invitation.shop_id
      redirect_to root_path, notice: "Welcome to #{@invitation.shop.name}!"
    rescue ActiveRecord::RecordInvalid => e
      flash.now[:alert] = e.record.errors.full_messages.to_sentence
      render :show_accept, status: :unprocessable_entity
    end

    private

    def load_pending_invitation
      @invitation = Invitation.pending.find_by!(token: params[:token])
    end

    def invitation_params
      params.require(:invitation).permit(:email, :role)
    end
  end
end
