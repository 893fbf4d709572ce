module MarkdownHelper
  MARKDOWN_OPTIONS = {
    autolink: true,
    fenced_code_blocks: true,
    strikethrough: true,
    no_intra_emphasis: true,
    tables: false
  }.freeze

  ALLOWED_TAGS = %w[p br strong em del a code pre ul ol li blockquote h3 h4 hr].freeze
  ALLOWED_ATTRIBUTES = %w[href rel target title class].freeze

  def render_markdown(text)
    return "" if text.blank?

    renderer = Redcarpet::Render::HTML.new(
      filter_html: false,
      hard_wrap: true,
      safe_links_only: true,
      link_attributes: { rel: "nofollow noopener", target: "_blank" }
    )
    html = Redcarpet::Markdown.new(renderer, MARKDOWN_OPTIONS).render(text)
    sanitize(html, tags: ALLOWED_TAGS, attributes: ALLOWED_ATTRIBUTES)
  end

  def markdown_excerpt(text, length: 140)
    plain = strip_tags(render_markdown(text)).squish
    truncate(plain, length: length, separator: " ")
  end
end
