class TicketSummarizer
  SYSTEM = <<~PROMPT.freeze
    あなたはカスタマーサポートのリーダーです。問い合わせのやり取りを読み、
    次の形式で要約してください。
    - 問い合わせ内容 (1 行)
    - 対応状況 (1 行)
    - 次のアクション (箇条書き、最大 3 つ)
  PROMPT

  def initialize(client: Llm::AnthropicClient.new)
    @client = client
  end

  def call(ticket)
    thread = ticket.messages.order(:created_at).map { |m| "#{m.author_role}: #{m.body}" }.join("\n\n")
    system = ticket.language == "en" ? "#{SYSTEM}\nAnswer in English." : SYSTEM
    @client.complete(
      system:,
      messages: [{ role: "user", content: "件名: #{ticket.subject}\n\n#{thread}" }]
    )
  end
end
