class AccountsController < ApplicationController
  before_action :block_when_impersonating, only: %i[destroy]

  def show
    authorize current_user, :show?, policy_class: AccountPolicy
  end

  def update_password
    authorize current_user, :update?, policy_class: AccountPolicy
    unless current_user.authenticate(params[:current_password].to_s) || impersonating?
      return redirect_to account_path, alert: "当前密码不正确"
    end

    if current_user.update(password: params[:new_password], password_confirmation: params[:new_password_confirmation])
      audit!("account.password_changed", current_user)
      redirect_to account_path, notice: "密码已修改"
    else
      redirect_to account_path, alert: current_user.errors.full_messages.to_sentence
    end
  end

  def destroy
    authorize current_user, :destroy?, policy_class: AccountPolicy
    audit!("account.deleted", current_user)
    current_user.anonymize!
    reset_session
    redirect_to new_session_path, notice: "账号已注销"
  end
end
