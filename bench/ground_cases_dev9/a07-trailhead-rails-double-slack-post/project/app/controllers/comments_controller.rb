class CommentsController < ApplicationController
  before_action :set_trip_report
  before_action :set_comment, only: %i[update destroy]

  def create
    @comment = @trip_report.comments.build(comment_params.merge(author: current_member))
    if @comment.save
      redirect_to @trip_report, notice: "Comment posted."
    else
      render "trip_reports/show", status: :unprocessable_entity
    end
  end

  def update
    if @comment.update(comment_params)
      redirect_to @trip_report
    else
      render "trip_reports/show", status: :unprocessable_entity
    end
  end

  def destroy
    @comment.destroy
    redirect_to @trip_report, notice: "Comment removed."
  end

  private

  def set_trip_report
    @trip_report = TripReport.find(params[:trip_report_id])
  end

  def set_comment
    @comment = @trip_report.comments.where(author: current_member).find(params[:id])
  end

  def comment_params
    params.require(:comment).permit(:body)
  end
end
