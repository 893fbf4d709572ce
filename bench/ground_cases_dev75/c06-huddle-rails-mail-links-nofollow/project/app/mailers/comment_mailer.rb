class CommentMailer < ApplicationMailer
  helper :markdown

  def new_comment(comment, recipient)
    @comment = comment
    @recipient = recipient
    @post = comment.post
    @body_html = body_html(comment.body)
    @unsubscribe_url = unsubscribe_url(token: recipient.unsubscribe_token, kind: "comments")

    mail(
      to: recipient.email,
      subject: "#{comment.author.display_name} 评论了《#{@post.title.truncate(30)}》"
    )
  end

  private

  # Mail clients need inline-friendly HTML, so this does not go through the web helper.
  def body_html(text)
    renderer = Redcarpet::Render::HTML.new(filter_html: true, hard_wrap: true)
    html = Redcarpet::Markdown.new(renderer, autolink: true, fenced_code_blocks: true).render(text.to_s)
    html.gsub("<pre>", %(<pre style="background:#f6f8fa;padding:8px;border-radius:4px">)).html_safe
  end
end
