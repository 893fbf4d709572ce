module Api
  class AnswersController < ApplicationController
    def create
      question = Question.create!(body: params.require(:question), user_id: current_user&.id)
      clauses = ClauseSearch.new.top(question.body, limit: 6)
      result = AnswerService.new.call(question: question.body, clauses: clauses)
      CostMeter.record!(question_id: question.id, usage: result[:usage], model: result[:model])
      question.update!(answer: result[:text])
      render json: { id: question.id, answer: result[:text], clauses: clauses.map(&:code) }
    end
  end
end
