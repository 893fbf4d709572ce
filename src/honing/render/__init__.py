"""Report renderers: text (terminal), JSON, Markdown, SARIF 2.1.0."""
