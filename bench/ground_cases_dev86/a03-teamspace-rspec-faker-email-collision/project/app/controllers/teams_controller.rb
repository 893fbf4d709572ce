class TeamsController < ApplicationController
  before_action :require_login
  before_action :set_team, only: %i[show join]

  def index
    @teams = current_user.teams.order(:name)
    render json: @teams.as_json(only: %i[id name], methods: [])
  end

  def show
    render json: @team.as_json(only: %i[id name]).merge(members: @team.members.count)
  end

  def create
    team = Team.create!(name: params.require(:name), owner: current_user)
    team.add_member!(current_user)
    render json: team.as_json(only: %i[id name]), status: :created
  end

  def join
    @team.add_member!(current_user)
    head :no_content
  rescue ActiveRecord::RecordInvalid
    render json: { error: "team is full" }, status: :unprocessable_entity
  end

  private

  def set_team
    @team = Team.find(params[:id])
  end
end
