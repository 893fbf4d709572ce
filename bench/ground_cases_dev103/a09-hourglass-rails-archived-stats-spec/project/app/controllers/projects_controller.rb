class ProjectsController < ApplicationController
  before_action :set_project, only: %i[show edit update archive]

  def index
    @projects = Project.includes(:client).by_name
    @stats = ProjectStats.new.summary
  end

  def show
    @entries = @project.time_entries.order(logged_on: :desc).limit(50)
  end

  def edit
  end

  def update
    if @project.update(project_params)
      redirect_to @project, notice: "Project updated."
    else
      render :edit, status: :unprocessable_entity
    end
  end

  def archive
    @project.archive!
    redirect_to projects_path, notice: "#{@project.name} archived."
  end

  private

  def set_project
    @project = Project.unscoped.find(params[:id])
  end

  def project_params
    params.require(:project).permit(:name, :client_id, :hourly_rate_cents, :billable)
  end
end
