# frozen_string_literal: true

module Admin
  class UsersController < Admin::BaseController
    before_action :set_user, only: %i[show edit update deactivate]

    def index
      @users = User.active.recent
      @users = @users.search(params[:q]) if params[:q].present?
      @users = @users.page(params[:page]).per(30)
    end

    def show; end

    def edit; end

    def update
      if @user.update(user_params)
        redirect_to admin_user_path(@user), notice: "ユーザー情報を更新しました"
      else
        render :edit, status: :unprocessable_entity
      end
    end

    def deactivate
      return redirect_to(admin_user_path(@user), alert: "自分自身は無効化できません") if @user == current_user

      @user.deactivate!
      redirect_to admin_users_path, notice: "#{@user.name} を無効化しました"
    end

    private

    def set_user
      @user = User.find(params[:id])
    end

    def user_params
      params.require(:user).permit(:name, :email, :role)
    end
  end
end
