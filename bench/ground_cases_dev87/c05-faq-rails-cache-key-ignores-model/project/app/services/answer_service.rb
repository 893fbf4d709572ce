class AnswerService
  def initialize(llm: LlmClient.new, config: LLM_CONFIG, cache: CompletionCache.new)
    @llm = llm
    @config = config
    @cache = cache
  end

  def call(question:, clauses:)
    messages = [
      { role: "system", content: @config[:system_prompt] },
      { role: "user", content: build_prompt(question, clauses) }
    ]
    @cache.fetch(messages) { @llm.complete(messages) }
  end

  private

  def build_prompt(question, clauses)
    context = clauses.map { |c| "【#{c.code}】#{c.body}" }.join("\n\n")
    "条款原文：\n#{context}\n\n用户问题：#{question}"
  end
end
