class CostMeter
  # USD per 1M tokens: [input, output]
  PRICES = {
    "gpt-4-turbo" => [10.0, 30.0],
    "gpt-4o-mini" => [0.15, 0.6],
    "gpt-4o" => [2.5, 10.0]
  }.freeze

  def self.price_for(model)
    PRICES.find { |name, _| model.to_s.start_with?(name) }&.last || PRICES.fetch("gpt-4o")
  end

  def self.record!(question_id:, usage:, model:)
    input = usage.fetch("prompt_tokens", 0)
    output = usage.fetch("completion_tokens", 0)
    in_price, out_price = price_for(model)
    AnswerCost.create!(
      question_id: question_id,
      model: model,
      tokens: input + output,
      cost_usd: (input * in_price + output * out_price) / 1_000_000.0
    )
  end
end
